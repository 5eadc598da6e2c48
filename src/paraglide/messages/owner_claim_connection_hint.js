/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Connection_HintInputs */

const en_owner_claim_connection_hint = /** @type {(inputs: Owner_Claim_Connection_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your role at the business, for example owner or manager`)
};

const es_owner_claim_connection_hint = /** @type {(inputs: Owner_Claim_Connection_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cargo en el negocio, por ejemplo dueño o gerente`)
};

const fr_owner_claim_connection_hint = /** @type {(inputs: Owner_Claim_Connection_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre fonction dans l’établissement, par exemple propriétaire ou gérant`)
};

/**
* | output |
* | --- |
* | "Your role at the business, for example owner or manager" |
*
* @param {Owner_Claim_Connection_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_connection_hint = /** @type {((inputs?: Owner_Claim_Connection_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Connection_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_connection_hint(inputs)
	if (locale === "fr") return fr_owner_claim_connection_hint(inputs)
	return en_owner_claim_connection_hint(inputs)
});