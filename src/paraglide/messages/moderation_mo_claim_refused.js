/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Moderation_Mo_Claim_RefusedInputs */

const en_moderation_mo_claim_refused = /** @type {(inputs: Moderation_Mo_Claim_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refused; ${i?.email} is emailed.`)
};

const es_moderation_mo_claim_refused = /** @type {(inputs: Moderation_Mo_Claim_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechazado; se avisó a ${i?.email} por correo.`)
};

const fr_moderation_mo_claim_refused = /** @type {(inputs: Moderation_Mo_Claim_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refusé ; un e-mail a été envoyé à ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Refused; {email} is emailed." |
*
* @param {Moderation_Mo_Claim_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_claim_refused = /** @type {((inputs: Moderation_Mo_Claim_RefusedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Claim_RefusedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_claim_refused(inputs)
	if (locale === "fr") return fr_moderation_mo_claim_refused(inputs)
	return en_moderation_mo_claim_refused(inputs)
});