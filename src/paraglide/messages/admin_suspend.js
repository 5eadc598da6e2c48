/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SuspendInputs */

const en_admin_suspend = /** @type {(inputs: Admin_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspend`)
};

const es_admin_suspend = /** @type {(inputs: Admin_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspender`)
};

const fr_admin_suspend = /** @type {(inputs: Admin_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendre`)
};

/**
* | output |
* | --- |
* | "Suspend" |
*
* @param {Admin_SuspendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_suspend = /** @type {((inputs?: Admin_SuspendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SuspendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_suspend(inputs)
	if (locale === "fr") return fr_admin_suspend(inputs)
	return en_admin_suspend(inputs)
});