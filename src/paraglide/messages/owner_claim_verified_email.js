/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, contact: NonNullable<unknown> }} Owner_Claim_Verified_EmailInputs */

const en_owner_claim_verified_email = /** @type {(inputs: Owner_Claim_Verified_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You verified it on ${i?.date} with the code sent to ${i?.contact}.`)
};

const es_owner_claim_verified_email = /** @type {(inputs: Owner_Claim_Verified_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La verificaste el ${i?.date} con el código enviado a ${i?.contact}.`)
};

const fr_owner_claim_verified_email = /** @type {(inputs: Owner_Claim_Verified_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous l’avez vérifiée le ${i?.date} avec le code envoyé à ${i?.contact}.`)
};

/**
* | output |
* | --- |
* | "You verified it on {date} with the code sent to {contact}." |
*
* @param {Owner_Claim_Verified_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_verified_email = /** @type {((inputs: Owner_Claim_Verified_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Verified_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_verified_email(inputs)
	if (locale === "fr") return fr_owner_claim_verified_email(inputs)
	return en_owner_claim_verified_email(inputs)
});