/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Owner_Claim_OnInputs */

const en_owner_claim_on = /** @type {(inputs: Owner_Claim_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.date}.`)
};

const es_owner_claim_on = /** @type {(inputs: Owner_Claim_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el ${i?.date}.`)
};

const fr_owner_claim_on = /** @type {(inputs: Owner_Claim_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "on {date}." |
*
* @param {Owner_Claim_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_on = /** @type {((inputs: Owner_Claim_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_on(inputs)
	if (locale === "fr") return fr_owner_claim_on(inputs)
	return en_owner_claim_on(inputs)
});