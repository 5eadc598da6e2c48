/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Search_HeadingInputs */

const en_owner_claim_search_heading = /** @type {(inputs: Owner_Claim_Search_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim your listing`)
};

const es_owner_claim_search_heading = /** @type {(inputs: Owner_Claim_Search_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reclama tu ficha`)
};

const fr_owner_claim_search_heading = /** @type {(inputs: Owner_Claim_Search_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revendiquez votre fiche`)
};

/**
* | output |
* | --- |
* | "Claim your listing" |
*
* @param {Owner_Claim_Search_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_search_heading = /** @type {((inputs?: Owner_Claim_Search_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Search_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_search_heading(inputs)
	if (locale === "fr") return fr_owner_claim_search_heading(inputs)
	return en_owner_claim_search_heading(inputs)
});