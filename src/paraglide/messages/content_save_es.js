/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Save_EsInputs */

const en_content_save_es = /** @type {(inputs: Content_Save_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Spanish`)
};

const es_content_save_es = /** @type {(inputs: Content_Save_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar español`)
};

const fr_content_save_es = /** @type {(inputs: Content_Save_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer l’espagnol`)
};

/**
* | output |
* | --- |
* | "Save Spanish" |
*
* @param {Content_Save_EsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_save_es = /** @type {((inputs?: Content_Save_EsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Save_EsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_save_es(inputs)
	if (locale === "fr") return fr_content_save_es(inputs)
	return en_content_save_es(inputs)
});