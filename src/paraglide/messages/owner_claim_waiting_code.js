/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Waiting_CodeInputs */

const en_owner_claim_waiting_code = /** @type {(inputs: Owner_Claim_Waiting_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your claim waits for its code`)
};

const es_owner_claim_waiting_code = /** @type {(inputs: Owner_Claim_Waiting_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud espera su código`)
};

const fr_owner_claim_waiting_code = /** @type {(inputs: Owner_Claim_Waiting_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande attend son code`)
};

/**
* | output |
* | --- |
* | "Your claim waits for its code" |
*
* @param {Owner_Claim_Waiting_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_waiting_code = /** @type {((inputs?: Owner_Claim_Waiting_CodeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Waiting_CodeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_waiting_code(inputs)
	if (locale === "fr") return fr_owner_claim_waiting_code(inputs)
	return en_owner_claim_waiting_code(inputs)
});