/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_ErrorInputs */

const en_admin_status_error = /** @type {(inputs: Admin_Status_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`error`)
};

const es_admin_status_error = /** @type {(inputs: Admin_Status_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`con error`)
};

const fr_admin_status_error = /** @type {(inputs: Admin_Status_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`erreur`)
};

/**
* | output |
* | --- |
* | "error" |
*
* @param {Admin_Status_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_error = /** @type {((inputs?: Admin_Status_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_status_error(inputs)
	if (locale === "fr") return fr_admin_status_error(inputs)
	return en_admin_status_error(inputs)
});