/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Moderation_Pe_Confirm_Yes_RemoveInputs */

const en_moderation_pe_confirm_yes_remove = /** @type {(inputs: Moderation_Pe_Confirm_Yes_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove from every ${i?.role}`)
};

const es_moderation_pe_confirm_yes_remove = /** @type {(inputs: Moderation_Pe_Confirm_Yes_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirar a todos: ${i?.role}`)
};

const fr_moderation_pe_confirm_yes_remove = /** @type {(inputs: Moderation_Pe_Confirm_Yes_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer à tous : ${i?.role}`)
};

/**
* | output |
* | --- |
* | "Remove from every {role}" |
*
* @param {Moderation_Pe_Confirm_Yes_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_confirm_yes_remove = /** @type {((inputs: Moderation_Pe_Confirm_Yes_RemoveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Confirm_Yes_RemoveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_confirm_yes_remove(inputs)
	if (locale === "fr") return fr_moderation_pe_confirm_yes_remove(inputs)
	return en_moderation_pe_confirm_yes_remove(inputs)
});