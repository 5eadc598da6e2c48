/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_TitleInputs */

const en_owner_claim_title = /** @type {(inputs: Owner_Claim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Business Associated`)
};

const es_owner_claim_title = /** @type {(inputs: Owner_Claim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún negocio asociado`)
};

const fr_owner_claim_title = /** @type {(inputs: Owner_Claim_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun établissement associé`)
};

/**
* | output |
* | --- |
* | "No Business Associated" |
*
* @param {Owner_Claim_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_title = /** @type {((inputs?: Owner_Claim_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_title(inputs)
	if (locale === "fr") return fr_owner_claim_title(inputs)
	return en_owner_claim_title(inputs)
});