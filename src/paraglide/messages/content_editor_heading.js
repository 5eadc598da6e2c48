/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Editor_HeadingInputs */

const en_content_editor_heading = /** @type {(inputs: Content_Editor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spanish and French texts`)
};

const es_content_editor_heading = /** @type {(inputs: Content_Editor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Textos en español y francés`)
};

const fr_content_editor_heading = /** @type {(inputs: Content_Editor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Textes en espagnol et en français`)
};

/**
* | output |
* | --- |
* | "Spanish and French texts" |
*
* @param {Content_Editor_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_editor_heading = /** @type {((inputs?: Content_Editor_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Editor_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_editor_heading(inputs)
	if (locale === "fr") return fr_content_editor_heading(inputs)
	return en_content_editor_heading(inputs)
});