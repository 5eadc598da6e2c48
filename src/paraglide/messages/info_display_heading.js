/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_HeadingInputs */

const en_info_display_heading = /** @type {(inputs: Info_Display_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display and listening`)
};

const es_info_display_heading = /** @type {(inputs: Info_Display_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pantalla y lectura en voz alta`)
};

const fr_info_display_heading = /** @type {(inputs: Info_Display_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichage et écoute`)
};

/**
* | output |
* | --- |
* | "Display and listening" |
*
* @param {Info_Display_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_heading = /** @type {((inputs?: Info_Display_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_heading(inputs)
	if (locale === "fr") return fr_info_display_heading(inputs)
	return en_info_display_heading(inputs)
});