/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Export_DataInputs */

const en_admin_export_data = /** @type {(inputs: Admin_Export_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export Data`)
};

const es_admin_export_data = /** @type {(inputs: Admin_Export_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar datos`)
};

const fr_admin_export_data = /** @type {(inputs: Admin_Export_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter les données`)
};

/**
* | output |
* | --- |
* | "Export Data" |
*
* @param {Admin_Export_DataInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_export_data = /** @type {((inputs?: Admin_Export_DataInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Export_DataInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_export_data(inputs)
	if (locale === "fr") return fr_admin_export_data(inputs)
	return en_admin_export_data(inputs)
});