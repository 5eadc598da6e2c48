/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_No_More_CodesInputs */

const en_owner_claim_no_more_codes = /** @type {(inputs: Owner_Claim_No_More_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All the codes this claim may have were sent. Withdraw it and try again tomorrow, or contact us.`)
};

const es_owner_claim_no_more_codes = /** @type {(inputs: Owner_Claim_No_More_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya se enviaron todos los códigos permitidos para esta solicitud. Retírala e inténtalo mañana, o comunícate con nosotros.`)
};

const fr_owner_claim_no_more_codes = /** @type {(inputs: Owner_Claim_No_More_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les codes permis pour cette demande ont été envoyés. Retirez-la et réessayez demain, ou contactez-nous.`)
};

/**
* | output |
* | --- |
* | "All the codes this claim may have were sent. Withdraw it and try again tomorrow, or contact us." |
*
* @param {Owner_Claim_No_More_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_no_more_codes = /** @type {((inputs?: Owner_Claim_No_More_CodesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_No_More_CodesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_no_more_codes(inputs)
	if (locale === "fr") return fr_owner_claim_no_more_codes(inputs)
	return en_owner_claim_no_more_codes(inputs)
});