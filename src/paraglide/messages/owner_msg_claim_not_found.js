/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Claim_Not_FoundInputs */

const en_owner_msg_claim_not_found = /** @type {(inputs: Owner_Msg_Claim_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim not found`)
};

const es_owner_msg_claim_not_found = /** @type {(inputs: Owner_Msg_Claim_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró la solicitud`)
};

const fr_owner_msg_claim_not_found = /** @type {(inputs: Owner_Msg_Claim_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande introuvable`)
};

/**
* | output |
* | --- |
* | "Claim not found" |
*
* @param {Owner_Msg_Claim_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_claim_not_found = /** @type {((inputs?: Owner_Msg_Claim_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Claim_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_claim_not_found(inputs)
	if (locale === "fr") return fr_owner_msg_claim_not_found(inputs)
	return en_owner_msg_claim_not_found(inputs)
});