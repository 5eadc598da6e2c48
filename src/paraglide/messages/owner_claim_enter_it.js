/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Enter_ItInputs */

const en_owner_claim_enter_it = /** @type {(inputs: Owner_Claim_Enter_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the code`)
};

const es_owner_claim_enter_it = /** @type {(inputs: Owner_Claim_Enter_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir el código`)
};

const fr_owner_claim_enter_it = /** @type {(inputs: Owner_Claim_Enter_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisir le code`)
};

/**
* | output |
* | --- |
* | "Enter the code" |
*
* @param {Owner_Claim_Enter_ItInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_enter_it = /** @type {((inputs?: Owner_Claim_Enter_ItInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Enter_ItInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_enter_it(inputs)
	if (locale === "fr") return fr_owner_claim_enter_it(inputs)
	return en_owner_claim_enter_it(inputs)
});