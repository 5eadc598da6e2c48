/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_CompletedInputs */

const en_admin_status_completed = /** @type {(inputs: Admin_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`completed`)
};

const es_admin_status_completed = /** @type {(inputs: Admin_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`completado`)
};

const fr_admin_status_completed = /** @type {(inputs: Admin_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`terminé`)
};

/**
* | output |
* | --- |
* | "completed" |
*
* @param {Admin_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_completed = /** @type {((inputs?: Admin_Status_CompletedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_CompletedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_status_completed(inputs)
	if (locale === "fr") return fr_admin_status_completed(inputs)
	return en_admin_status_completed(inputs)
});