/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Submit_NewInputs */

const en_owner_claim_submit_new = /** @type {(inputs: Owner_Claim_Submit_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit a new listing`)
};

const es_owner_claim_submit_new = /** @type {(inputs: Owner_Claim_Submit_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar una ficha nueva`)
};

const fr_owner_claim_submit_new = /** @type {(inputs: Owner_Claim_Submit_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposer une nouvelle fiche`)
};

/**
* | output |
* | --- |
* | "Submit a new listing" |
*
* @param {Owner_Claim_Submit_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_submit_new = /** @type {((inputs?: Owner_Claim_Submit_NewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Submit_NewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_submit_new(inputs)
	if (locale === "fr") return fr_owner_claim_submit_new(inputs)
	return en_owner_claim_submit_new(inputs)
});