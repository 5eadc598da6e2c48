/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Owner_Claim_WhyInputs */

const en_owner_claim_why = /** @type {(inputs: Owner_Claim_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manage ${i?.business} on the Harlem Guide: keep its hours, photos and events up to date and answer reviews. First, show us it is yours.`)
};

const es_owner_claim_why = /** @type {(inputs: Owner_Claim_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Administra ${i?.business} en Harlem Guide: mantén al día su horario, sus fotos y sus eventos y responde a las reseñas. Primero, demuéstranos que es tuyo.`)
};

const fr_owner_claim_why = /** @type {(inputs: Owner_Claim_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gérez ${i?.business} sur le Harlem Guide : tenez à jour ses horaires, ses photos et ses événements et répondez aux avis. D’abord, montrez-nous qu’il est à vous.`)
};

/**
* | output |
* | --- |
* | "Manage {business} on the Harlem Guide: keep its hours, photos and events up to date and answer reviews. First, show us it is yours." |
*
* @param {Owner_Claim_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_why = /** @type {((inputs: Owner_Claim_WhyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_WhyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_why(inputs)
	if (locale === "fr") return fr_owner_claim_why(inputs)
	return en_owner_claim_why(inputs)
});