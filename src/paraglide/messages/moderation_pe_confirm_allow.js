/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ permission: NonNullable<unknown>, role: NonNullable<unknown> }} Moderation_Pe_Confirm_AllowInputs */

const en_moderation_pe_confirm_allow = /** @type {(inputs: Moderation_Pe_Confirm_AllowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allow “${i?.permission}” for the role ${i?.role}?`)
};

const es_moderation_pe_confirm_allow = /** @type {(inputs: Moderation_Pe_Confirm_AllowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Permitir «${i?.permission}» al rol ${i?.role}?`)
};

const fr_moderation_pe_confirm_allow = /** @type {(inputs: Moderation_Pe_Confirm_AllowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autoriser « ${i?.permission} » pour le rôle ${i?.role} ?`)
};

/**
* | output |
* | --- |
* | "Allow “{permission}” for the role {role}?" |
*
* @param {Moderation_Pe_Confirm_AllowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_confirm_allow = /** @type {((inputs: Moderation_Pe_Confirm_AllowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Confirm_AllowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_confirm_allow(inputs)
	if (locale === "fr") return fr_moderation_pe_confirm_allow(inputs)
	return en_moderation_pe_confirm_allow(inputs)
});