/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pp_HeadingInputs */

const en_partners_pp_heading = /** @type {(inputs: Partners_Pp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Partner Program`)
};

const es_partners_pp_heading = /** @type {(inputs: Partners_Pp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programa de socios de Harlem`)
};

const fr_partners_pp_heading = /** @type {(inputs: Partners_Pp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme partenaires de Harlem`)
};

/**
* | output |
* | --- |
* | "Harlem Partner Program" |
*
* @param {Partners_Pp_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pp_heading = /** @type {((inputs?: Partners_Pp_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pp_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pp_heading(inputs)
	if (locale === "fr") return fr_partners_pp_heading(inputs)
	return en_partners_pp_heading(inputs)
});