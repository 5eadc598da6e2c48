/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Status_SuspendedInputs */

const en_admin_status_suspended = /** @type {(inputs: Admin_Status_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspended`)
};

const es_admin_status_suspended = /** @type {(inputs: Admin_Status_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendidos`)
};

const fr_admin_status_suspended = /** @type {(inputs: Admin_Status_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendus`)
};

/**
* | output |
* | --- |
* | "Suspended" |
*
* @param {Admin_Status_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_suspended = /** @type {((inputs?: Admin_Status_SuspendedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Status_SuspendedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_status_suspended(inputs)
	if (locale === "fr") return fr_admin_status_suspended(inputs)
	return en_admin_status_suspended(inputs)
});