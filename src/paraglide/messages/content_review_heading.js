/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Review_HeadingInputs */

const en_content_review_heading = /** @type {(inputs: Content_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translations waiting for review`)
};

const es_content_review_heading = /** @type {(inputs: Content_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducciones en espera de revisión`)
};

const fr_content_review_heading = /** @type {(inputs: Content_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traductions en attente de relecture`)
};

/**
* | output |
* | --- |
* | "Translations waiting for review" |
*
* @param {Content_Review_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_review_heading = /** @type {((inputs?: Content_Review_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Review_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_review_heading(inputs)
	if (locale === "fr") return fr_content_review_heading(inputs)
	return en_content_review_heading(inputs)
});