/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Local_HintInputs */

const en_owner_claim_local_hint = /** @type {(inputs: Owner_Claim_Local_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the part before the @. The address must be at the business’s own website domain.`)
};

const es_owner_claim_local_hint = /** @type {(inputs: Owner_Claim_Local_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe la parte antes de la @. La dirección debe estar en el dominio del sitio web del propio negocio.`)
};

const fr_owner_claim_local_hint = /** @type {(inputs: Owner_Claim_Local_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la partie avant le @. L’adresse doit être sur le domaine du site web de l’établissement.`)
};

/**
* | output |
* | --- |
* | "Type the part before the @. The address must be at the business’s own website domain." |
*
* @param {Owner_Claim_Local_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_local_hint = /** @type {((inputs?: Owner_Claim_Local_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Local_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_local_hint(inputs)
	if (locale === "fr") return fr_owner_claim_local_hint(inputs)
	return en_owner_claim_local_hint(inputs)
});