/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_You_SubmittedInputs */

const en_owner_claim_you_submitted = /** @type {(inputs: Owner_Claim_You_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You submitted`)
};

const es_owner_claim_you_submitted = /** @type {(inputs: Owner_Claim_You_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviaste`)
};

const fr_owner_claim_you_submitted = /** @type {(inputs: Owner_Claim_You_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez proposé`)
};

/**
* | output |
* | --- |
* | "You submitted" |
*
* @param {Owner_Claim_You_SubmittedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_you_submitted = /** @type {((inputs?: Owner_Claim_You_SubmittedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_You_SubmittedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_you_submitted(inputs)
	if (locale === "fr") return fr_owner_claim_you_submitted(inputs)
	return en_owner_claim_you_submitted(inputs)
});