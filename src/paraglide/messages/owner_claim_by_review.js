/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_By_ReviewInputs */

const en_owner_claim_by_review = /** @type {(inputs: Owner_Claim_By_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team checks it by hand, from your note (this takes longer)`)
};

const es_owner_claim_by_review = /** @type {(inputs: Owner_Claim_By_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo lo comprueba a mano, a partir de tu nota (tarda más)`)
};

const fr_owner_claim_by_review = /** @type {(inputs: Owner_Claim_By_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe vérifie à la main, d’après votre note (c’est plus long)`)
};

/**
* | output |
* | --- |
* | "Our team checks it by hand, from your note (this takes longer)" |
*
* @param {Owner_Claim_By_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_by_review = /** @type {((inputs?: Owner_Claim_By_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_By_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_by_review(inputs)
	if (locale === "fr") return fr_owner_claim_by_review(inputs)
	return en_owner_claim_by_review(inputs)
});