/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Format_CsvInputs */

const en_info_download_format_csv = /** @type {(inputs: Info_Download_Format_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spreadsheet (CSV)`)
};

const es_info_download_format_csv = /** @type {(inputs: Info_Download_Format_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoja de cálculo (CSV)`)
};

const fr_info_download_format_csv = /** @type {(inputs: Info_Download_Format_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableur (CSV)`)
};

/**
* | output |
* | --- |
* | "Spreadsheet (CSV)" |
*
* @param {Info_Download_Format_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_format_csv = /** @type {((inputs?: Info_Download_Format_CsvInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Format_CsvInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_format_csv(inputs)
	if (locale === "fr") return fr_info_download_format_csv(inputs)
	return en_info_download_format_csv(inputs)
});