/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_PendingInputs */

const en_owner_claim_pending = /** @type {(inputs: Owner_Claim_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your claim is pending`)
};

const es_owner_claim_pending = /** @type {(inputs: Owner_Claim_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud está pendiente`)
};

const fr_owner_claim_pending = /** @type {(inputs: Owner_Claim_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande est en attente`)
};

/**
* | output |
* | --- |
* | "Your claim is pending" |
*
* @param {Owner_Claim_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_pending = /** @type {((inputs?: Owner_Claim_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_pending(inputs)
	if (locale === "fr") return fr_owner_claim_pending(inputs)
	return en_owner_claim_pending(inputs)
});