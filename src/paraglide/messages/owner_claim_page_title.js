/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Owner_Claim_Page_TitleInputs */

const en_owner_claim_page_title = /** @type {(inputs: Owner_Claim_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Claim ${i?.business}`)
};

const es_owner_claim_page_title = /** @type {(inputs: Owner_Claim_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reclamar ${i?.business}`)
};

const fr_owner_claim_page_title = /** @type {(inputs: Owner_Claim_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revendiquer ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Claim {business}" |
*
* @param {Owner_Claim_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_page_title = /** @type {((inputs: Owner_Claim_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Page_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_page_title(inputs)
	if (locale === "fr") return fr_owner_claim_page_title(inputs)
	return en_owner_claim_page_title(inputs)
});