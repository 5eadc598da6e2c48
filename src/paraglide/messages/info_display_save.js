/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_SaveInputs */

const en_info_display_save = /** @type {(inputs: Info_Display_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save display settings`)
};

const es_info_display_save = /** @type {(inputs: Info_Display_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar los ajustes de pantalla`)
};

const fr_info_display_save = /** @type {(inputs: Info_Display_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les réglages d’affichage`)
};

/**
* | output |
* | --- |
* | "Save display settings" |
*
* @param {Info_Display_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_save = /** @type {((inputs?: Info_Display_SaveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_SaveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_save(inputs)
	if (locale === "fr") return fr_info_display_save(inputs)
	return en_info_display_save(inputs)
});