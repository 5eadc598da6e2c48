/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Fact_Sheet_TextInputs */

const en_info_download_fact_sheet_text = /** @type {(inputs: Info_Download_Fact_Sheet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem's four community boards, landmarks with addresses, getting there and the seasons.`)
};

const es_info_download_fact_sheet_text = /** @type {(inputs: Info_Download_Fact_Sheet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cuatro distritos comunitarios de Harlem, lugares emblemáticos con su dirección, cómo llegar y las estaciones del año.`)
};

const fr_info_download_fact_sheet_text = /** @type {(inputs: Info_Download_Fact_Sheet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les quatre districts communautaires de Harlem, ses lieux emblématiques avec leur adresse, comment s’y rendre et les saisons.`)
};

/**
* | output |
* | --- |
* | "Harlem's four community boards, landmarks with addresses, getting there and the seasons." |
*
* @param {Info_Download_Fact_Sheet_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_fact_sheet_text = /** @type {((inputs?: Info_Download_Fact_Sheet_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Fact_Sheet_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_fact_sheet_text(inputs)
	if (locale === "fr") return fr_info_download_fact_sheet_text(inputs)
	return en_info_download_fact_sheet_text(inputs)
});