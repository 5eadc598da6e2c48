/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_Contrast_HintInputs */

const en_info_display_contrast_hint = /** @type {(inputs: Info_Display_Contrast_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Black text on white, darker lines, underlined links.`)
};

const es_info_display_contrast_hint = /** @type {(inputs: Info_Display_Contrast_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto negro sobre blanco, líneas más oscuras, enlaces subrayados.`)
};

const fr_info_display_contrast_hint = /** @type {(inputs: Info_Display_Contrast_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte noir sur blanc, traits plus foncés, liens soulignés.`)
};

/**
* | output |
* | --- |
* | "Black text on white, darker lines, underlined links." |
*
* @param {Info_Display_Contrast_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_contrast_hint = /** @type {((inputs?: Info_Display_Contrast_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_Contrast_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_contrast_hint(inputs)
	if (locale === "fr") return fr_info_display_contrast_hint(inputs)
	return en_info_display_contrast_hint(inputs)
});