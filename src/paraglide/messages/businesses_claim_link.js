/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Claim_LinkInputs */

const en_businesses_claim_link = /** @type {(inputs: Businesses_Claim_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim this business`)
};

const es_businesses_claim_link = /** @type {(inputs: Businesses_Claim_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reclamar este negocio`)
};

const fr_businesses_claim_link = /** @type {(inputs: Businesses_Claim_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revendiquer cet établissement`)
};

/**
* | output |
* | --- |
* | "Claim this business" |
*
* @param {Businesses_Claim_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_claim_link = /** @type {((inputs?: Businesses_Claim_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Claim_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_claim_link(inputs)
	if (locale === "fr") return fr_businesses_claim_link(inputs)
	return en_businesses_claim_link(inputs)
});