/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SuspendedInputs */

const en_admin_suspended = /** @type {(inputs: Admin_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspended`)
};

const es_admin_suspended = /** @type {(inputs: Admin_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendida`)
};

const fr_admin_suspended = /** @type {(inputs: Admin_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendu`)
};

/**
* | output |
* | --- |
* | "Suspended" |
*
* @param {Admin_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_suspended = /** @type {((inputs?: Admin_SuspendedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SuspendedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_suspended(inputs)
	if (locale === "fr") return fr_admin_suspended(inputs)
	return en_admin_suspended(inputs)
});