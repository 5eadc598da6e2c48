/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_ContrastInputs */

const en_info_display_contrast = /** @type {(inputs: Info_Display_ContrastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`High contrast`)
};

const es_info_display_contrast = /** @type {(inputs: Info_Display_ContrastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alto contraste`)
};

const fr_info_display_contrast = /** @type {(inputs: Info_Display_ContrastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraste élevé`)
};

/**
* | output |
* | --- |
* | "High contrast" |
*
* @param {Info_Display_ContrastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_contrast = /** @type {((inputs?: Info_Display_ContrastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_ContrastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_contrast(inputs)
	if (locale === "fr") return fr_info_display_contrast(inputs)
	return en_info_display_contrast(inputs)
});