/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Recent_ActivityInputs */

const en_admin_recent_activity = /** @type {(inputs: Admin_Recent_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent activity`)
};

const es_admin_recent_activity = /** @type {(inputs: Admin_Recent_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad reciente`)
};

const fr_admin_recent_activity = /** @type {(inputs: Admin_Recent_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité récente`)
};

/**
* | output |
* | --- |
* | "Recent activity" |
*
* @param {Admin_Recent_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_recent_activity = /** @type {((inputs?: Admin_Recent_ActivityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Recent_ActivityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_recent_activity(inputs)
	if (locale === "fr") return fr_admin_recent_activity(inputs)
	return en_admin_recent_activity(inputs)
});