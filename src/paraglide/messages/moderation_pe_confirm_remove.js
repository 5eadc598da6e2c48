/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ permission: NonNullable<unknown>, role: NonNullable<unknown> }} Moderation_Pe_Confirm_RemoveInputs */

const en_moderation_pe_confirm_remove = /** @type {(inputs: Moderation_Pe_Confirm_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove “${i?.permission}” from the role ${i?.role}?`)
};

const es_moderation_pe_confirm_remove = /** @type {(inputs: Moderation_Pe_Confirm_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Retirar «${i?.permission}» al rol ${i?.role}?`)
};

const fr_moderation_pe_confirm_remove = /** @type {(inputs: Moderation_Pe_Confirm_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer « ${i?.permission} » au rôle ${i?.role} ?`)
};

/**
* | output |
* | --- |
* | "Remove “{permission}” from the role {role}?" |
*
* @param {Moderation_Pe_Confirm_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_confirm_remove = /** @type {((inputs: Moderation_Pe_Confirm_RemoveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Confirm_RemoveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_confirm_remove(inputs)
	if (locale === "fr") return fr_moderation_pe_confirm_remove(inputs)
	return en_moderation_pe_confirm_remove(inputs)
});