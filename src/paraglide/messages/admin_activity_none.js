/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Activity_NoneInputs */

const en_admin_activity_none = /** @type {(inputs: Admin_Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing has happened yet.`)
};

const es_admin_activity_none = /** @type {(inputs: Admin_Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no ha pasado nada.`)
};

const fr_admin_activity_none = /** @type {(inputs: Admin_Activity_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien ne s’est encore passé.`)
};

/**
* | output |
* | --- |
* | "Nothing has happened yet." |
*
* @param {Admin_Activity_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_activity_none = /** @type {((inputs?: Admin_Activity_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Activity_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_activity_none(inputs)
	if (locale === "fr") return fr_admin_activity_none(inputs)
	return en_admin_activity_none(inputs)
});