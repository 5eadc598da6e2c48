/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Find_HeadingInputs */

const en_info_vc_find_heading = /** @type {(inputs: Info_Vc_Find_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you'll find`)
};

const es_info_vc_find_heading = /** @type {(inputs: Info_Vc_Find_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué encontrarás`)
};

const fr_info_vc_find_heading = /** @type {(inputs: Info_Vc_Find_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous y trouverez`)
};

/**
* | output |
* | --- |
* | "What you'll find" |
*
* @param {Info_Vc_Find_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_find_heading = /** @type {((inputs?: Info_Vc_Find_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Find_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_find_heading(inputs)
	if (locale === "fr") return fr_info_vc_find_heading(inputs)
	return en_info_vc_find_heading(inputs)
});