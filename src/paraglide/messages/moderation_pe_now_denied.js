/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown>, permission: NonNullable<unknown> }} Moderation_Pe_Now_DeniedInputs */

const en_moderation_pe_now_denied = /** @type {(inputs: Moderation_Pe_Now_DeniedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role}: ${i?.permission} not allowed.`)
};

const es_moderation_pe_now_denied = /** @type {(inputs: Moderation_Pe_Now_DeniedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role}: ${i?.permission}, no permitido.`)
};

const fr_moderation_pe_now_denied = /** @type {(inputs: Moderation_Pe_Now_DeniedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} : ${i?.permission}, non autorisé.`)
};

/**
* | output |
* | --- |
* | "{role}: {permission} not allowed." |
*
* @param {Moderation_Pe_Now_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_now_denied = /** @type {((inputs: Moderation_Pe_Now_DeniedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Now_DeniedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_now_denied(inputs)
	if (locale === "fr") return fr_moderation_pe_now_denied(inputs)
	return en_moderation_pe_now_denied(inputs)
});