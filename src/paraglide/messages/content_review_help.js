/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Review_HelpInputs */

const en_content_review_help = /** @type {(inputs: Content_Review_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owners’ translations are shown to visitors only once verified. Correct the text if needed, then verify it, or reject it.`)
};

const es_content_review_help = /** @type {(inputs: Content_Review_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las traducciones de los propietarios solo se muestran al público una vez verificadas. Corrige el texto si hace falta y luego verifícalo, o recházalo.`)
};

const fr_content_review_help = /** @type {(inputs: Content_Review_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les traductions des propriétaires ne sont montrées au public qu’une fois vérifiées. Corrigez le texte si besoin, puis vérifiez-le, ou refusez-le.`)
};

/**
* | output |
* | --- |
* | "Owners’ translations are shown to visitors only once verified. Correct the text if needed, then verify it, or reject it." |
*
* @param {Content_Review_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_review_help = /** @type {((inputs?: Content_Review_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Review_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_review_help(inputs)
	if (locale === "fr") return fr_content_review_help(inputs)
	return en_content_review_help(inputs)
});