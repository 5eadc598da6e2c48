/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Admin_JoinedInputs */

const en_admin_joined = /** @type {(inputs: Admin_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`joined ${i?.date}`)
};

const es_admin_joined = /** @type {(inputs: Admin_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`se unió el ${i?.date}`)
};

const fr_admin_joined = /** @type {(inputs: Admin_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`inscription le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "joined {date}" |
*
* @param {Admin_JoinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_joined = /** @type {((inputs: Admin_JoinedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_JoinedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_joined(inputs)
	if (locale === "fr") return fr_admin_joined(inputs)
	return en_admin_joined(inputs)
});