/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_AnonymousInputs */

const en_admin_anonymous = /** @type {(inputs: Admin_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anonymous`)
};

const es_admin_anonymous = /** @type {(inputs: Admin_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anónimo`)
};

const fr_admin_anonymous = /** @type {(inputs: Admin_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anonyme`)
};

/**
* | output |
* | --- |
* | "Anonymous" |
*
* @param {Admin_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_anonymous = /** @type {((inputs?: Admin_AnonymousInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_AnonymousInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_anonymous(inputs)
	if (locale === "fr") return fr_admin_anonymous(inputs)
	return en_admin_anonymous(inputs)
});