/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_VerifyInputs */

const en_owner_claim_verify = /** @type {(inputs: Owner_Claim_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

const es_owner_claim_verify = /** @type {(inputs: Owner_Claim_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

const fr_owner_claim_verify = /** @type {(inputs: Owner_Claim_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Owner_Claim_VerifyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_verify = /** @type {((inputs?: Owner_Claim_VerifyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_VerifyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_verify(inputs)
	if (locale === "fr") return fr_owner_claim_verify(inputs)
	return en_owner_claim_verify(inputs)
});