/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_Listen_HintInputs */

const en_info_display_listen_hint = /** @type {(inputs: Info_Display_Listen_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Have neighborhood guides and business pages read aloud by your device, in the language of the page.`)
};

const es_info_display_listen_hint = /** @type {(inputs: Info_Display_Listen_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dispositivo lee en voz alta las guías de barrio y las páginas de negocios, en el idioma de la página.`)
};

const fr_info_display_listen_hint = /** @type {(inputs: Info_Display_Listen_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites lire à voix haute les guides de quartier et les pages des commerces par votre appareil, dans la langue de la page.`)
};

/**
* | output |
* | --- |
* | "Have neighborhood guides and business pages read aloud by your device, in the language of the page." |
*
* @param {Info_Display_Listen_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_listen_hint = /** @type {((inputs?: Info_Display_Listen_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_Listen_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_listen_hint(inputs)
	if (locale === "fr") return fr_info_display_listen_hint(inputs)
	return en_info_display_listen_hint(inputs)
});