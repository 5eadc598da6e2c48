/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_No_ClaimsInputs */

const en_moderation_mo_no_claims = /** @type {(inputs: Moderation_Mo_No_ClaimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No claims waiting.`)
};

const es_moderation_mo_no_claims = /** @type {(inputs: Moderation_Mo_No_ClaimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay solicitudes de gestión pendientes.`)
};

const fr_moderation_mo_no_claims = /** @type {(inputs: Moderation_Mo_No_ClaimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune demande de gestion en attente.`)
};

/**
* | output |
* | --- |
* | "No claims waiting." |
*
* @param {Moderation_Mo_No_ClaimsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_no_claims = /** @type {((inputs?: Moderation_Mo_No_ClaimsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_No_ClaimsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_no_claims(inputs)
	if (locale === "fr") return fr_moderation_mo_no_claims(inputs)
	return en_moderation_mo_no_claims(inputs)
});