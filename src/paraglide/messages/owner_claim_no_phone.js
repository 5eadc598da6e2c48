/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_No_PhoneInputs */

const en_owner_claim_no_phone = /** @type {(inputs: Owner_Claim_No_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By phone: this listing has no phone number.`)
};

const es_owner_claim_no_phone = /** @type {(inputs: Owner_Claim_No_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por teléfono: esta ficha no tiene número de teléfono.`)
};

const fr_owner_claim_no_phone = /** @type {(inputs: Owner_Claim_No_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par téléphone : cette fiche n’a pas de numéro de téléphone.`)
};

/**
* | output |
* | --- |
* | "By phone: this listing has no phone number." |
*
* @param {Owner_Claim_No_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_no_phone = /** @type {((inputs?: Owner_Claim_No_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_No_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_no_phone(inputs)
	if (locale === "fr") return fr_owner_claim_no_phone(inputs)
	return en_owner_claim_no_phone(inputs)
});