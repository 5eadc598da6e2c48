/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Language_FrInputs */

const en_content_language_fr = /** @type {(inputs: Content_Language_FrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`French`)
};

const es_content_language_fr = /** @type {(inputs: Content_Language_FrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Francés`)
};

const fr_content_language_fr = /** @type {(inputs: Content_Language_FrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Français`)
};

/**
* | output |
* | --- |
* | "French" |
*
* @param {Content_Language_FrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_language_fr = /** @type {((inputs?: Content_Language_FrInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Language_FrInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_language_fr(inputs)
	if (locale === "fr") return fr_content_language_fr(inputs)
	return en_content_language_fr(inputs)
});