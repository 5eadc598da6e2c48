/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_ConnectionInputs */

const en_owner_claim_connection = /** @type {(inputs: Owner_Claim_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How are you connected to it?`)
};

const es_owner_claim_connection = /** @type {(inputs: Owner_Claim_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué relación tienes con el negocio?`)
};

const fr_owner_claim_connection = /** @type {(inputs: Owner_Claim_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quel est votre lien avec l’établissement ?`)
};

/**
* | output |
* | --- |
* | "How are you connected to it?" |
*
* @param {Owner_Claim_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_connection = /** @type {((inputs?: Owner_Claim_ConnectionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_ConnectionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_connection(inputs)
	if (locale === "fr") return fr_owner_claim_connection(inputs)
	return en_owner_claim_connection(inputs)
});