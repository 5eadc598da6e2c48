/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_ElsewhereInputs */

const en_owner_claim_elsewhere = /** @type {(inputs: Owner_Claim_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have an open claim:`)
};

const es_owner_claim_elsewhere = /** @type {(inputs: Owner_Claim_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes una solicitud abierta:`)
};

const fr_owner_claim_elsewhere = /** @type {(inputs: Owner_Claim_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà une demande en cours :`)
};

/**
* | output |
* | --- |
* | "You already have an open claim:" |
*
* @param {Owner_Claim_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_elsewhere = /** @type {((inputs?: Owner_Claim_ElsewhereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_ElsewhereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_elsewhere(inputs)
	if (locale === "fr") return fr_owner_claim_elsewhere(inputs)
	return en_owner_claim_elsewhere(inputs)
});