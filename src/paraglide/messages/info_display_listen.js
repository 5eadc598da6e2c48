/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_ListenInputs */

const en_info_display_listen = /** @type {(inputs: Info_Display_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show Listen buttons`)
};

const es_info_display_listen = /** @type {(inputs: Info_Display_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar los botones Escuchar`)
};

const fr_info_display_listen = /** @type {(inputs: Info_Display_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher les boutons Écouter`)
};

/**
* | output |
* | --- |
* | "Show Listen buttons" |
*
* @param {Info_Display_ListenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_listen = /** @type {((inputs?: Info_Display_ListenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_ListenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_listen(inputs)
	if (locale === "fr") return fr_info_display_listen(inputs)
	return en_info_display_listen(inputs)
});