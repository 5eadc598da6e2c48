/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_ResendInputs */

const en_owner_claim_resend = /** @type {(inputs: Owner_Claim_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a new code`)
};

const es_owner_claim_resend = /** @type {(inputs: Owner_Claim_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar un código nuevo`)
};

const fr_owner_claim_resend = /** @type {(inputs: Owner_Claim_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un nouveau code`)
};

/**
* | output |
* | --- |
* | "Send a new code" |
*
* @param {Owner_Claim_ResendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_resend = /** @type {((inputs?: Owner_Claim_ResendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_ResendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_resend(inputs)
	if (locale === "fr") return fr_owner_claim_resend(inputs)
	return en_owner_claim_resend(inputs)
});