/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_WithdrawInputs */

const en_owner_claim_withdraw = /** @type {(inputs: Owner_Claim_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw my claim`)
};

const es_owner_claim_withdraw = /** @type {(inputs: Owner_Claim_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar mi solicitud`)
};

const fr_owner_claim_withdraw = /** @type {(inputs: Owner_Claim_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer ma demande`)
};

/**
* | output |
* | --- |
* | "Withdraw my claim" |
*
* @param {Owner_Claim_WithdrawInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_withdraw = /** @type {((inputs?: Owner_Claim_WithdrawInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_WithdrawInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_withdraw(inputs)
	if (locale === "fr") return fr_owner_claim_withdraw(inputs)
	return en_owner_claim_withdraw(inputs)
});