/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Code_LabelInputs */

const en_owner_claim_code_label = /** @type {(inputs: Owner_Claim_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_owner_claim_code_label = /** @type {(inputs: Owner_Claim_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const fr_owner_claim_code_label = /** @type {(inputs: Owner_Claim_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code reçu`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Owner_Claim_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_code_label = /** @type {((inputs?: Owner_Claim_Code_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Code_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_code_label(inputs)
	if (locale === "fr") return fr_owner_claim_code_label(inputs)
	return en_owner_claim_code_label(inputs)
});