/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Format_ZipInputs */

const en_info_download_format_zip = /** @type {(inputs: Info_Download_Format_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ZIP of SVG images`)
};

const es_info_download_format_zip = /** @type {(inputs: Info_Download_Format_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ZIP de imágenes SVG`)
};

const fr_info_download_format_zip = /** @type {(inputs: Info_Download_Format_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Images SVG (ZIP)`)
};

/**
* | output |
* | --- |
* | "ZIP of SVG images" |
*
* @param {Info_Download_Format_ZipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_format_zip = /** @type {((inputs?: Info_Download_Format_ZipInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Format_ZipInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_format_zip(inputs)
	if (locale === "fr") return fr_info_download_format_zip(inputs)
	return en_info_download_format_zip(inputs)
});