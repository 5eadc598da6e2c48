/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Owner_Claim_By_PhoneInputs */

const en_owner_claim_by_phone = /** @type {(inputs: Owner_Claim_By_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A code by text message to the business phone, ${i?.phone}`)
};

const es_owner_claim_by_phone = /** @type {(inputs: Owner_Claim_By_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un código por mensaje de texto al teléfono del negocio, ${i?.phone}`)
};

const fr_owner_claim_by_phone = /** @type {(inputs: Owner_Claim_By_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un code par SMS au téléphone de l’établissement, ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "A code by text message to the business phone, {phone}" |
*
* @param {Owner_Claim_By_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_by_phone = /** @type {((inputs: Owner_Claim_By_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_By_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_by_phone(inputs)
	if (locale === "fr") return fr_owner_claim_by_phone(inputs)
	return en_owner_claim_by_phone(inputs)
});