/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Not_PossibleInputs */

const en_owner_claim_not_possible = /** @type {(inputs: Owner_Claim_Not_PossibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This listing cannot be claimed`)
};

const es_owner_claim_not_possible = /** @type {(inputs: Owner_Claim_Not_PossibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta ficha no se puede reclamar`)
};

const fr_owner_claim_not_possible = /** @type {(inputs: Owner_Claim_Not_PossibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette fiche ne peut pas être revendiquée`)
};

/**
* | output |
* | --- |
* | "This listing cannot be claimed" |
*
* @param {Owner_Claim_Not_PossibleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_not_possible = /** @type {((inputs?: Owner_Claim_Not_PossibleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Not_PossibleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_not_possible(inputs)
	if (locale === "fr") return fr_owner_claim_not_possible(inputs)
	return en_owner_claim_not_possible(inputs)
});