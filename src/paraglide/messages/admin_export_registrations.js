/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Export_RegistrationsInputs */

const en_admin_export_registrations = /** @type {(inputs: Admin_Export_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrations`)
};

const es_admin_export_registrations = /** @type {(inputs: Admin_Export_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripciones`)
};

const fr_admin_export_registrations = /** @type {(inputs: Admin_Export_RegistrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscriptions`)
};

/**
* | output |
* | --- |
* | "Registrations" |
*
* @param {Admin_Export_RegistrationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_export_registrations = /** @type {((inputs?: Admin_Export_RegistrationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Export_RegistrationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_export_registrations(inputs)
	if (locale === "fr") return fr_admin_export_registrations(inputs)
	return en_admin_export_registrations(inputs)
});