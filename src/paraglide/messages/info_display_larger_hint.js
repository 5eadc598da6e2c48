/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_Larger_HintInputs */

const en_info_display_larger_hint = /** @type {(inputs: Info_Display_Larger_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every page’s text a size larger.`)
};

const es_info_display_larger_hint = /** @type {(inputs: Info_Display_Larger_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El texto de cada página, una talla más grande.`)
};

const fr_info_display_larger_hint = /** @type {(inputs: Info_Display_Larger_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le texte de chaque page, une taille au-dessus.`)
};

/**
* | output |
* | --- |
* | "Every page’s text a size larger." |
*
* @param {Info_Display_Larger_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_larger_hint = /** @type {((inputs?: Info_Display_Larger_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_Larger_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_larger_hint(inputs)
	if (locale === "fr") return fr_info_display_larger_hint(inputs)
	return en_info_display_larger_hint(inputs)
});