/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Enter_CodeInputs */

const en_owner_claim_enter_code = /** @type {(inputs: Owner_Claim_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your code`)
};

const es_owner_claim_enter_code = /** @type {(inputs: Owner_Claim_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu código`)
};

const fr_owner_claim_enter_code = /** @type {(inputs: Owner_Claim_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre code`)
};

/**
* | output |
* | --- |
* | "Enter your code" |
*
* @param {Owner_Claim_Enter_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_enter_code = /** @type {((inputs?: Owner_Claim_Enter_CodeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Enter_CodeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_enter_code(inputs)
	if (locale === "fr") return fr_owner_claim_enter_code(inputs)
	return en_owner_claim_enter_code(inputs)
});