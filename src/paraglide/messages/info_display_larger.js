/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_LargerInputs */

const en_info_display_larger = /** @type {(inputs: Info_Display_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Larger text`)
};

const es_info_display_larger = /** @type {(inputs: Info_Display_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto más grande`)
};

const fr_info_display_larger = /** @type {(inputs: Info_Display_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte plus grand`)
};

/**
* | output |
* | --- |
* | "Larger text" |
*
* @param {Info_Display_LargerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_larger = /** @type {((inputs?: Info_Display_LargerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_LargerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_larger(inputs)
	if (locale === "fr") return fr_info_display_larger(inputs)
	return en_info_display_larger(inputs)
});