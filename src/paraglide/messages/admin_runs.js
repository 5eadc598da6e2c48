/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_RunsInputs */

const en_admin_runs = /** @type {(inputs: Admin_RunsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`runs`)
};

const es_admin_runs = /** @type {(inputs: Admin_RunsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dirige`)
};

const fr_admin_runs = /** @type {(inputs: Admin_RunsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gère`)
};

/**
* | output |
* | --- |
* | "runs" |
*
* @param {Admin_RunsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_runs = /** @type {((inputs?: Admin_RunsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_RunsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_runs(inputs)
	if (locale === "fr") return fr_admin_runs(inputs)
	return en_admin_runs(inputs)
});