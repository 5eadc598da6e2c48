/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Contact_UsInputs */

const en_owner_claim_contact_us = /** @type {(inputs: Owner_Claim_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

const es_owner_claim_contact_us = /** @type {(inputs: Owner_Claim_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunícate con nosotros`)
};

const fr_owner_claim_contact_us = /** @type {(inputs: Owner_Claim_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactez-nous`)
};

/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Owner_Claim_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_contact_us = /** @type {((inputs?: Owner_Claim_Contact_UsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Contact_UsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_contact_us(inputs)
	if (locale === "fr") return fr_owner_claim_contact_us(inputs)
	return en_owner_claim_contact_us(inputs)
});