/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Packages_LinkInputs */

const en_partners_ad_packages_link = /** @type {(inputs: Partners_Ad_Packages_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payment and refund policy`)
};

const es_partners_ad_packages_link = /** @type {(inputs: Partners_Ad_Packages_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`política de pagos y reembolsos`)
};

const fr_partners_ad_packages_link = /** @type {(inputs: Partners_Ad_Packages_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`politique de paiement et de remboursement`)
};

/**
* | output |
* | --- |
* | "payment and refund policy" |
*
* @param {Partners_Ad_Packages_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_packages_link = /** @type {((inputs?: Partners_Ad_Packages_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Packages_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_packages_link(inputs)
	if (locale === "fr") return fr_partners_ad_packages_link(inputs)
	return en_partners_ad_packages_link(inputs)
});