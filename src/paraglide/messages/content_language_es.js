/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Language_EsInputs */

const en_content_language_es = /** @type {(inputs: Content_Language_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spanish`)
};

const es_content_language_es = /** @type {(inputs: Content_Language_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Español`)
};

const fr_content_language_es = /** @type {(inputs: Content_Language_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espagnol`)
};

/**
* | output |
* | --- |
* | "Spanish" |
*
* @param {Content_Language_EsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_language_es = /** @type {((inputs?: Content_Language_EsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Language_EsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_language_es(inputs)
	if (locale === "fr") return fr_content_language_es(inputs)
	return en_content_language_es(inputs)
});