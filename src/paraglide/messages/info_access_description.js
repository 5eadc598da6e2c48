/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_DescriptionInputs */

const en_info_access_description = /** @type {(inputs: Info_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Harlem Guide works with keyboards, screen readers and larger text, venue accessibility facts, and display settings: reduce motion, larger text, high contrast and Listen.`)
};

const es_info_access_description = /** @type {(inputs: Info_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo funciona la guía de Harlem con teclado, lectores de pantalla y texto más grande, la accesibilidad de cada lugar y los ajustes de pantalla: menos movimiento, texto más grande, alto contraste y Escuchar.`)
};

const fr_info_access_description = /** @type {(inputs: Info_Access_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment le guide de Harlem fonctionne au clavier, avec un lecteur d’écran et en grands caractères, l’accessibilité des lieux, et les réglages d’affichage : moins d’animations, texte plus grand, contraste élevé et Écouter.`)
};

/**
* | output |
* | --- |
* | "How Harlem Guide works with keyboards, screen readers and larger text, venue accessibility facts, and display settings: reduce motion, larger text, high cont..." |
*
* @param {Info_Access_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_description = /** @type {((inputs?: Info_Access_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_description(inputs)
	if (locale === "fr") return fr_info_access_description(inputs)
	return en_info_access_description(inputs)
});