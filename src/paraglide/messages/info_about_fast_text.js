/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Fast_TextInputs */

const en_info_about_fast_text = /** @type {(inputs: Info_About_Fast_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages work without JavaScript and load quickly on a weak signal, because many of our readers are standing on a street corner.`)
};

const es_info_about_fast_text = /** @type {(inputs: Info_About_Fast_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las páginas funcionan sin JavaScript y cargan rápido con poca señal, porque muchos de nuestros lectores están parados en una esquina.`)
};

const fr_info_about_fast_text = /** @type {(inputs: Info_About_Fast_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pages fonctionnent sans JavaScript et se chargent vite avec un signal faible, car beaucoup de nos lecteurs sont debout au coin d’une rue.`)
};

/**
* | output |
* | --- |
* | "Pages work without JavaScript and load quickly on a weak signal, because many of our readers are standing on a street corner." |
*
* @param {Info_About_Fast_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_fast_text = /** @type {((inputs?: Info_About_Fast_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Fast_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_fast_text(inputs)
	if (locale === "fr") return fr_info_about_fast_text(inputs)
	return en_info_about_fast_text(inputs)
});