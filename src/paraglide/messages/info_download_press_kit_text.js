/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Press_Kit_TextInputs */

const en_info_download_press_kit_text = /** @type {(inputs: Info_Download_Press_Kit_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the Harlem Guide is, how it works, boilerplate text, image credits and media contacts.`)
};

const es_info_download_press_kit_text = /** @type {(inputs: Info_Download_Press_Kit_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué es la guía de Harlem, cómo funciona, texto institucional, créditos de imágenes y contactos de prensa.`)
};

const fr_info_download_press_kit_text = /** @type {(inputs: Info_Download_Press_Kit_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qu’est le guide de Harlem, comment il fonctionne, texte de présentation, crédits photo et contacts presse.`)
};

/**
* | output |
* | --- |
* | "What the Harlem Guide is, how it works, boilerplate text, image credits and media contacts." |
*
* @param {Info_Download_Press_Kit_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_press_kit_text = /** @type {((inputs?: Info_Download_Press_Kit_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Press_Kit_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_press_kit_text(inputs)
	if (locale === "fr") return fr_info_download_press_kit_text(inputs)
	return en_info_download_press_kit_text(inputs)
});