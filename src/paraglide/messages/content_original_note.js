/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Original_NoteInputs */

const en_content_original_note = /** @type {(inputs: Content_Original_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original text in English`)
};

const es_content_original_note = /** @type {(inputs: Content_Original_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto original en inglés`)
};

const fr_content_original_note = /** @type {(inputs: Content_Original_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte original en anglais`)
};

/**
* | output |
* | --- |
* | "Original text in English" |
*
* @param {Content_Original_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_original_note = /** @type {((inputs?: Content_Original_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Original_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_original_note(inputs)
	if (locale === "fr") return fr_content_original_note(inputs)
	return en_content_original_note(inputs)
});