/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_CustomInputs */

const en_partners_ad_custom = /** @type {(inputs: Partners_Ad_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom Solutions`)
};

const es_partners_ad_custom = /** @type {(inputs: Partners_Ad_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soluciones a medida`)
};

const fr_partners_ad_custom = /** @type {(inputs: Partners_Ad_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solutions sur mesure`)
};

/**
* | output |
* | --- |
* | "Custom Solutions" |
*
* @param {Partners_Ad_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_custom = /** @type {((inputs?: Partners_Ad_CustomInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_CustomInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_custom(inputs)
	if (locale === "fr") return fr_partners_ad_custom(inputs)
	return en_partners_ad_custom(inputs)
});