/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Claim_PendingInputs */

const en_businesses_claim_pending = /** @type {(inputs: Businesses_Claim_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your claim of this business is pending`)
};

const es_businesses_claim_pending = /** @type {(inputs: Businesses_Claim_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud para este negocio está pendiente`)
};

const fr_businesses_claim_pending = /** @type {(inputs: Businesses_Claim_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande pour cet établissement est en attente`)
};

/**
* | output |
* | --- |
* | "Your claim of this business is pending" |
*
* @param {Businesses_Claim_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_claim_pending = /** @type {((inputs?: Businesses_Claim_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Claim_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_claim_pending(inputs)
	if (locale === "fr") return fr_businesses_claim_pending(inputs)
	return en_businesses_claim_pending(inputs)
});