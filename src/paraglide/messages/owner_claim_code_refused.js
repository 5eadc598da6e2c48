/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Code_RefusedInputs */

const en_owner_claim_code_refused = /** @type {(inputs: Owner_Claim_Code_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code not accepted`)
};

const es_owner_claim_code_refused = /** @type {(inputs: Owner_Claim_Code_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código no aceptado`)
};

const fr_owner_claim_code_refused = /** @type {(inputs: Owner_Claim_Code_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code refusé`)
};

/**
* | output |
* | --- |
* | "Code not accepted" |
*
* @param {Owner_Claim_Code_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_code_refused = /** @type {((inputs?: Owner_Claim_Code_RefusedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Code_RefusedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_code_refused(inputs)
	if (locale === "fr") return fr_owner_claim_code_refused(inputs)
	return en_owner_claim_code_refused(inputs)
});