/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Elsewhere_TextInputs */

const en_owner_claim_elsewhere_text = /** @type {(inputs: Owner_Claim_Elsewhere_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw it first to claim another listing.`)
};

const es_owner_claim_elsewhere_text = /** @type {(inputs: Owner_Claim_Elsewhere_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retírala primero para reclamar otra ficha.`)
};

const fr_owner_claim_elsewhere_text = /** @type {(inputs: Owner_Claim_Elsewhere_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirez-la d’abord pour revendiquer une autre fiche.`)
};

/**
* | output |
* | --- |
* | "Withdraw it first to claim another listing." |
*
* @param {Owner_Claim_Elsewhere_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_elsewhere_text = /** @type {((inputs?: Owner_Claim_Elsewhere_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Elsewhere_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_elsewhere_text(inputs)
	if (locale === "fr") return fr_owner_claim_elsewhere_text(inputs)
	return en_owner_claim_elsewhere_text(inputs)
});