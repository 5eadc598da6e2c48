/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown>, permission: NonNullable<unknown> }} Moderation_Pe_Now_AllowedInputs */

const en_moderation_pe_now_allowed = /** @type {(inputs: Moderation_Pe_Now_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role}: ${i?.permission} allowed.`)
};

const es_moderation_pe_now_allowed = /** @type {(inputs: Moderation_Pe_Now_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role}: ${i?.permission}, permitido.`)
};

const fr_moderation_pe_now_allowed = /** @type {(inputs: Moderation_Pe_Now_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} : ${i?.permission}, autorisé.`)
};

/**
* | output |
* | --- |
* | "{role}: {permission} allowed." |
*
* @param {Moderation_Pe_Now_AllowedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_now_allowed = /** @type {((inputs: Moderation_Pe_Now_AllowedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Now_AllowedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_now_allowed(inputs)
	if (locale === "fr") return fr_moderation_pe_now_allowed(inputs)
	return en_moderation_pe_now_allowed(inputs)
});