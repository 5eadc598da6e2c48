/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Search_LabelInputs */

const en_owner_claim_search_label = /** @type {(inputs: Owner_Claim_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name or address`)
};

const es_owner_claim_search_label = /** @type {(inputs: Owner_Claim_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre o dirección del negocio`)
};

const fr_owner_claim_search_label = /** @type {(inputs: Owner_Claim_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom ou adresse de l’établissement`)
};

/**
* | output |
* | --- |
* | "Business name or address" |
*
* @param {Owner_Claim_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_search_label = /** @type {((inputs?: Owner_Claim_Search_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Search_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_search_label(inputs)
	if (locale === "fr") return fr_owner_claim_search_label(inputs)
	return en_owner_claim_search_label(inputs)
});