/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Open_ItInputs */

const en_owner_claim_open_it = /** @type {(inputs: Owner_Claim_Open_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open that claim`)
};

const es_owner_claim_open_it = /** @type {(inputs: Owner_Claim_Open_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir esa solicitud`)
};

const fr_owner_claim_open_it = /** @type {(inputs: Owner_Claim_Open_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir cette demande`)
};

/**
* | output |
* | --- |
* | "Open that claim" |
*
* @param {Owner_Claim_Open_ItInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_open_it = /** @type {((inputs?: Owner_Claim_Open_ItInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Open_ItInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_open_it(inputs)
	if (locale === "fr") return fr_owner_claim_open_it(inputs)
	return en_owner_claim_open_it(inputs)
});