/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pp_TitleInputs */

const en_partners_pp_title = /** @type {(inputs: Partners_Pp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner Program`)
};

const es_partners_pp_title = /** @type {(inputs: Partners_Pp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programa de socios`)
};

const fr_partners_pp_title = /** @type {(inputs: Partners_Pp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme partenaires`)
};

/**
* | output |
* | --- |
* | "Partner Program" |
*
* @param {Partners_Pp_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pp_title = /** @type {((inputs?: Partners_Pp_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pp_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pp_title(inputs)
	if (locale === "fr") return fr_partners_pp_title(inputs)
	return en_partners_pp_title(inputs)
});