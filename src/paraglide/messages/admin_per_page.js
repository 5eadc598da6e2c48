/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Per_PageInputs */

const en_admin_per_page = /** @type {(inputs: Admin_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per page`)
};

const es_admin_per_page = /** @type {(inputs: Admin_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por página`)
};

const fr_admin_per_page = /** @type {(inputs: Admin_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par page`)
};

/**
* | output |
* | --- |
* | "Per page" |
*
* @param {Admin_Per_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_per_page = /** @type {((inputs?: Admin_Per_PageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Per_PageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_per_page(inputs)
	if (locale === "fr") return fr_admin_per_page(inputs)
	return en_admin_per_page(inputs)
});