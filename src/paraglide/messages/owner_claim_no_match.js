/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Owner_Claim_No_MatchInputs */

const en_owner_claim_no_match = /** @type {(inputs: Owner_Claim_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No unclaimed listing matches “${i?.query}”. Check the spelling, or add your business below.`)
};

const es_owner_claim_no_match = /** @type {(inputs: Owner_Claim_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ninguna ficha sin reclamar coincide con “${i?.query}”. Revisa la ortografía o agrega tu negocio más abajo.`)
};

const fr_owner_claim_no_match = /** @type {(inputs: Owner_Claim_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune fiche non revendiquée ne correspond à « ${i?.query} ». Vérifiez l’orthographe ou ajoutez votre établissement ci-dessous.`)
};

/**
* | output |
* | --- |
* | "No unclaimed listing matches “{query}”. Check the spelling, or add your business below." |
*
* @param {Owner_Claim_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_no_match = /** @type {((inputs: Owner_Claim_No_MatchInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_No_MatchInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_no_match(inputs)
	if (locale === "fr") return fr_owner_claim_no_match(inputs)
	return en_owner_claim_no_match(inputs)
});