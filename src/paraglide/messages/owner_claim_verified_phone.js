/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, contact: NonNullable<unknown> }} Owner_Claim_Verified_PhoneInputs */

const en_owner_claim_verified_phone = /** @type {(inputs: Owner_Claim_Verified_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You verified it on ${i?.date} with the code sent to the business phone, ${i?.contact}.`)
};

const es_owner_claim_verified_phone = /** @type {(inputs: Owner_Claim_Verified_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La verificaste el ${i?.date} con el código enviado al teléfono del negocio, ${i?.contact}.`)
};

const fr_owner_claim_verified_phone = /** @type {(inputs: Owner_Claim_Verified_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous l’avez vérifiée le ${i?.date} avec le code envoyé au téléphone de l’établissement, ${i?.contact}.`)
};

/**
* | output |
* | --- |
* | "You verified it on {date} with the code sent to the business phone, {contact}." |
*
* @param {Owner_Claim_Verified_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_verified_phone = /** @type {((inputs: Owner_Claim_Verified_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Verified_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_verified_phone(inputs)
	if (locale === "fr") return fr_owner_claim_verified_phone(inputs)
	return en_owner_claim_verified_phone(inputs)
});