/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Premium_EndedInputs */

const en_admin_premium_ended = /** @type {(inputs: Admin_Premium_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s premium has ended.`)
};

const es_admin_premium_ended = /** @type {(inputs: Admin_Premium_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El Premium de ${i?.name} terminó.`)
};

const fr_admin_premium_ended = /** @type {(inputs: Admin_Premium_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le Premium de ${i?.name} a pris fin.`)
};

/**
* | output |
* | --- |
* | "{name}'s premium has ended." |
*
* @param {Admin_Premium_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_premium_ended = /** @type {((inputs: Admin_Premium_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Premium_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_premium_ended(inputs)
	if (locale === "fr") return fr_admin_premium_ended(inputs)
	return en_admin_premium_ended(inputs)
});