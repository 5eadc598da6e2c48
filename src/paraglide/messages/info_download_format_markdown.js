/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Format_MarkdownInputs */

const en_info_download_format_markdown = /** @type {(inputs: Info_Download_Format_MarkdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text (Markdown)`)
};

const es_info_download_format_markdown = /** @type {(inputs: Info_Download_Format_MarkdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto (Markdown)`)
};

const fr_info_download_format_markdown = /** @type {(inputs: Info_Download_Format_MarkdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte (Markdown)`)
};

/**
* | output |
* | --- |
* | "Text (Markdown)" |
*
* @param {Info_Download_Format_MarkdownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_format_markdown = /** @type {((inputs?: Info_Download_Format_MarkdownInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Format_MarkdownInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_format_markdown(inputs)
	if (locale === "fr") return fr_info_download_format_markdown(inputs)
	return en_info_download_format_markdown(inputs)
});