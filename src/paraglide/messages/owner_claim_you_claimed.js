/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_You_ClaimedInputs */

const en_owner_claim_you_claimed = /** @type {(inputs: Owner_Claim_You_ClaimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You claimed`)
};

const es_owner_claim_you_claimed = /** @type {(inputs: Owner_Claim_You_ClaimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reclamaste`)
};

const fr_owner_claim_you_claimed = /** @type {(inputs: Owner_Claim_You_ClaimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez revendiqué`)
};

/**
* | output |
* | --- |
* | "You claimed" |
*
* @param {Owner_Claim_You_ClaimedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_you_claimed = /** @type {((inputs?: Owner_Claim_You_ClaimedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_You_ClaimedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_you_claimed(inputs)
	if (locale === "fr") return fr_owner_claim_you_claimed(inputs)
	return en_owner_claim_you_claimed(inputs)
});