/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Packages_BeforeInputs */

const en_partners_ad_packages_before = /** @type {(inputs: Partners_Ad_Packages_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month-to-month, billed in advance; see our `)
};

const es_partners_ad_packages_before = /** @type {(inputs: Partners_Ad_Packages_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes a mes, con pago por adelantado; consulta nuestra `)
};

const fr_partners_ad_packages_before = /** @type {(inputs: Partners_Ad_Packages_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans engagement, facturées d’avance ; consultez notre `)
};

/**
* | output |
* | --- |
* | "Month-to-month, billed in advance; see our" |
*
* @param {Partners_Ad_Packages_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_packages_before = /** @type {((inputs?: Partners_Ad_Packages_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Packages_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_packages_before(inputs)
	if (locale === "fr") return fr_partners_ad_packages_before(inputs)
	return en_partners_ad_packages_before(inputs)
});