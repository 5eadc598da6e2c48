/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_State_DeniedInputs */

const en_moderation_pe_state_denied = /** @type {(inputs: Moderation_Pe_State_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not allowed`)
};

const es_moderation_pe_state_denied = /** @type {(inputs: Moderation_Pe_State_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No permitido`)
};

const fr_moderation_pe_state_denied = /** @type {(inputs: Moderation_Pe_State_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non autorisé`)
};

/**
* | output |
* | --- |
* | "Not allowed" |
*
* @param {Moderation_Pe_State_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_state_denied = /** @type {((inputs?: Moderation_Pe_State_DeniedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_State_DeniedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_state_denied(inputs)
	if (locale === "fr") return fr_moderation_pe_state_denied(inputs)
	return en_moderation_pe_state_denied(inputs)
});