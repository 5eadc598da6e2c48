/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Code_Not_SentInputs */

const en_owner_claim_code_not_sent = /** @type {(inputs: Owner_Claim_Code_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code not sent`)
};

const es_owner_claim_code_not_sent = /** @type {(inputs: Owner_Claim_Code_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código no enviado`)
};

const fr_owner_claim_code_not_sent = /** @type {(inputs: Owner_Claim_Code_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code non envoyé`)
};

/**
* | output |
* | --- |
* | "Code not sent" |
*
* @param {Owner_Claim_Code_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_code_not_sent = /** @type {((inputs?: Owner_Claim_Code_Not_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Code_Not_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_code_not_sent(inputs)
	if (locale === "fr") return fr_owner_claim_code_not_sent(inputs)
	return en_owner_claim_code_not_sent(inputs)
});