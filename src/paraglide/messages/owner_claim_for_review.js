/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Owner_Claim_For_ReviewInputs */

const en_owner_claim_for_review = /** @type {(inputs: Owner_Claim_For_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You sent it on ${i?.date} for our team to check by hand.`)
};

const es_owner_claim_for_review = /** @type {(inputs: Owner_Claim_For_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La enviaste el ${i?.date} para que nuestro equipo la compruebe a mano.`)
};

const fr_owner_claim_for_review = /** @type {(inputs: Owner_Claim_For_ReviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous l’avez envoyée le ${i?.date} pour que notre équipe la vérifie à la main.`)
};

/**
* | output |
* | --- |
* | "You sent it on {date} for our team to check by hand." |
*
* @param {Owner_Claim_For_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_for_review = /** @type {((inputs: Owner_Claim_For_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_For_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_for_review(inputs)
	if (locale === "fr") return fr_owner_claim_for_review(inputs)
	return en_owner_claim_for_review(inputs)
});