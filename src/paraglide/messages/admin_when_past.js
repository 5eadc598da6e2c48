/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_When_PastInputs */

const en_admin_when_past = /** @type {(inputs: Admin_When_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past`)
};

const es_admin_when_past = /** @type {(inputs: Admin_When_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasados`)
};

const fr_admin_when_past = /** @type {(inputs: Admin_When_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passés`)
};

/**
* | output |
* | --- |
* | "Past" |
*
* @param {Admin_When_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_when_past = /** @type {((inputs?: Admin_When_PastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_When_PastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_when_past(inputs)
	if (locale === "fr") return fr_admin_when_past(inputs)
	return en_admin_when_past(inputs)
});