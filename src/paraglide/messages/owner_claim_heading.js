/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_HeadingInputs */

const en_owner_claim_heading = /** @type {(inputs: Owner_Claim_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim this business`)
};

const es_owner_claim_heading = /** @type {(inputs: Owner_Claim_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reclamar este negocio`)
};

const fr_owner_claim_heading = /** @type {(inputs: Owner_Claim_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revendiquer cet établissement`)
};

/**
* | output |
* | --- |
* | "Claim this business" |
*
* @param {Owner_Claim_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_heading = /** @type {((inputs?: Owner_Claim_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_heading(inputs)
	if (locale === "fr") return fr_owner_claim_heading(inputs)
	return en_owner_claim_heading(inputs)
});