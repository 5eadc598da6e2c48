/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Owner_Claim_By_EmailInputs */

const en_owner_claim_by_email = /** @type {(inputs: Owner_Claim_By_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A code by email to my address at ${i?.domain}`)
};

const es_owner_claim_by_email = /** @type {(inputs: Owner_Claim_By_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un código por correo a mi dirección en ${i?.domain}`)
};

const fr_owner_claim_by_email = /** @type {(inputs: Owner_Claim_By_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un code par e-mail à mon adresse chez ${i?.domain}`)
};

/**
* | output |
* | --- |
* | "A code by email to my address at {domain}" |
*
* @param {Owner_Claim_By_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_by_email = /** @type {((inputs: Owner_Claim_By_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_By_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_by_email(inputs)
	if (locale === "fr") return fr_owner_claim_by_email(inputs)
	return en_owner_claim_by_email(inputs)
});