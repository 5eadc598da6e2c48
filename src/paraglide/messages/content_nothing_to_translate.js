/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Nothing_To_TranslateInputs */

const en_content_nothing_to_translate = /** @type {(inputs: Content_Nothing_To_TranslateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a description or an event first: there is nothing to translate yet.`)
};

const es_content_nothing_to_translate = /** @type {(inputs: Content_Nothing_To_TranslateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero agregue una descripción o un evento: todavía no hay nada que traducir.`)
};

const fr_content_nothing_to_translate = /** @type {(inputs: Content_Nothing_To_TranslateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez d’abord une description ou un événement : il n’y a encore rien à traduire.`)
};

/**
* | output |
* | --- |
* | "Add a description or an event first: there is nothing to translate yet." |
*
* @param {Content_Nothing_To_TranslateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_nothing_to_translate = /** @type {((inputs?: Content_Nothing_To_TranslateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Nothing_To_TranslateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_nothing_to_translate(inputs)
	if (locale === "fr") return fr_content_nothing_to_translate(inputs)
	return en_content_nothing_to_translate(inputs)
});