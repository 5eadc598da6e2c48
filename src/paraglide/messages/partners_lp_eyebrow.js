/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_EyebrowInputs */

const en_partners_lp_eyebrow = /** @type {(inputs: Partners_Lp_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Harlem businesses`)
};

const es_partners_lp_eyebrow = /** @type {(inputs: Partners_Lp_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para negocios de Harlem`)
};

const fr_partners_lp_eyebrow = /** @type {(inputs: Partners_Lp_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les entreprises de Harlem`)
};

/**
* | output |
* | --- |
* | "For Harlem businesses" |
*
* @param {Partners_Lp_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_eyebrow = /** @type {((inputs?: Partners_Lp_EyebrowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_EyebrowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_eyebrow(inputs)
	if (locale === "fr") return fr_partners_lp_eyebrow(inputs)
	return en_partners_lp_eyebrow(inputs)
});