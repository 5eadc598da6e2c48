/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_State_AllowedInputs */

const en_moderation_pe_state_allowed = /** @type {(inputs: Moderation_Pe_State_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allowed`)
};

const es_moderation_pe_state_allowed = /** @type {(inputs: Moderation_Pe_State_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permitido`)
};

const fr_moderation_pe_state_allowed = /** @type {(inputs: Moderation_Pe_State_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autorisé`)
};

/**
* | output |
* | --- |
* | "Allowed" |
*
* @param {Moderation_Pe_State_AllowedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_state_allowed = /** @type {((inputs?: Moderation_Pe_State_AllowedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_State_AllowedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_state_allowed(inputs)
	if (locale === "fr") return fr_moderation_pe_state_allowed(inputs)
	return en_moderation_pe_state_allowed(inputs)
});