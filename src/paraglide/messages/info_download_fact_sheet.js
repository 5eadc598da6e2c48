/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Fact_SheetInputs */

const en_info_download_fact_sheet = /** @type {(inputs: Info_Download_Fact_SheetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Fact Sheet`)
};

const es_info_download_fact_sheet = /** @type {(inputs: Info_Download_Fact_SheetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha informativa de Harlem`)
};

const fr_info_download_fact_sheet = /** @type {(inputs: Info_Download_Fact_SheetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche d’information sur Harlem`)
};

/**
* | output |
* | --- |
* | "Harlem Fact Sheet" |
*
* @param {Info_Download_Fact_SheetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_fact_sheet = /** @type {((inputs?: Info_Download_Fact_SheetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Fact_SheetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_fact_sheet(inputs)
	if (locale === "fr") return fr_info_download_fact_sheet(inputs)
	return en_info_download_fact_sheet(inputs)
});