/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Moderation_Pe_Confirm_Yes_AllowInputs */

const en_moderation_pe_confirm_yes_allow = /** @type {(inputs: Moderation_Pe_Confirm_Yes_AllowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allow for every ${i?.role}`)
};

const es_moderation_pe_confirm_yes_allow = /** @type {(inputs: Moderation_Pe_Confirm_Yes_AllowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permitir a todos: ${i?.role}`)
};

const fr_moderation_pe_confirm_yes_allow = /** @type {(inputs: Moderation_Pe_Confirm_Yes_AllowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autoriser pour tous : ${i?.role}`)
};

/**
* | output |
* | --- |
* | "Allow for every {role}" |
*
* @param {Moderation_Pe_Confirm_Yes_AllowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_confirm_yes_allow = /** @type {((inputs: Moderation_Pe_Confirm_Yes_AllowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Confirm_Yes_AllowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_confirm_yes_allow(inputs)
	if (locale === "fr") return fr_moderation_pe_confirm_yes_allow(inputs)
	return en_moderation_pe_confirm_yes_allow(inputs)
});