/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_ThisInputs */

const en_owner_claim_this = /** @type {(inputs: Owner_Claim_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim this listing`)
};

const es_owner_claim_this = /** @type {(inputs: Owner_Claim_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reclamar esta ficha`)
};

const fr_owner_claim_this = /** @type {(inputs: Owner_Claim_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revendiquer cette fiche`)
};

/**
* | output |
* | --- |
* | "Claim this listing" |
*
* @param {Owner_Claim_ThisInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_this = /** @type {((inputs?: Owner_Claim_ThisInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_ThisInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_this(inputs)
	if (locale === "fr") return fr_owner_claim_this(inputs)
	return en_owner_claim_this(inputs)
});