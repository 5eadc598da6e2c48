/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_ClaimInputs */

const en_moderation_mo_claim = /** @type {(inputs: Moderation_Mo_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim: `)
};

const es_moderation_mo_claim = /** @type {(inputs: Moderation_Mo_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de gestión: `)
};

const fr_moderation_mo_claim = /** @type {(inputs: Moderation_Mo_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de gestion : `)
};

/**
* | output |
* | --- |
* | "Claim:" |
*
* @param {Moderation_Mo_ClaimInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_claim = /** @type {((inputs?: Moderation_Mo_ClaimInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_ClaimInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_claim(inputs)
	if (locale === "fr") return fr_moderation_mo_claim(inputs)
	return en_moderation_mo_claim(inputs)
});