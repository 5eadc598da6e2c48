/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Owner_Claim_Local_LabelInputs */

const en_owner_claim_local_label = /** @type {(inputs: Owner_Claim_Local_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your address at ${i?.domain}`)
};

const es_owner_claim_local_label = /** @type {(inputs: Owner_Claim_Local_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu dirección en ${i?.domain}`)
};

const fr_owner_claim_local_label = /** @type {(inputs: Owner_Claim_Local_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre adresse chez ${i?.domain}`)
};

/**
* | output |
* | --- |
* | "Your address at {domain}" |
*
* @param {Owner_Claim_Local_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_local_label = /** @type {((inputs: Owner_Claim_Local_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Local_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_local_label(inputs)
	if (locale === "fr") return fr_owner_claim_local_label(inputs)
	return en_owner_claim_local_label(inputs)
});