/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Export_CsvInputs */

const en_organiser_export_csv = /** @type {(inputs: Organiser_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

const es_organiser_export_csv = /** @type {(inputs: Organiser_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar CSV`)
};

const fr_organiser_export_csv = /** @type {(inputs: Organiser_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter en CSV`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Organiser_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_export_csv = /** @type {((inputs?: Organiser_Export_CsvInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Export_CsvInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_export_csv(inputs)
	if (locale === "fr") return fr_organiser_export_csv(inputs)
	return en_organiser_export_csv(inputs)
});