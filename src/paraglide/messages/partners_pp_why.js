/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pp_WhyInputs */

const en_partners_pp_why = /** @type {(inputs: Partners_Pp_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why partner with us`)
};

const es_partners_pp_why = /** @type {(inputs: Partners_Pp_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué asociarte con nosotros`)
};

const fr_partners_pp_why = /** @type {(inputs: Partners_Pp_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi devenir partenaire`)
};

/**
* | output |
* | --- |
* | "Why partner with us" |
*
* @param {Partners_Pp_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pp_why = /** @type {((inputs?: Partners_Pp_WhyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pp_WhyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pp_why(inputs)
	if (locale === "fr") return fr_partners_pp_why(inputs)
	return en_partners_pp_why(inputs)
});