/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Shared_DomainInputs */

const en_owner_claim_shared_domain = /** @type {(inputs: Owner_Claim_Shared_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By email: the listing’s website is on a shared service where anyone can have an address, so an address there would prove nothing.`)
};

const es_owner_claim_shared_domain = /** @type {(inputs: Owner_Claim_Shared_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por correo: el sitio web de la ficha está en un servicio compartido donde cualquiera puede tener una dirección, así que una dirección allí no demostraría nada.`)
};

const fr_owner_claim_shared_domain = /** @type {(inputs: Owner_Claim_Shared_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par e-mail : le site web de la fiche est hébergé sur un service partagé où chacun peut avoir une adresse, donc une adresse là-bas ne prouverait rien.`)
};

/**
* | output |
* | --- |
* | "By email: the listing’s website is on a shared service where anyone can have an address, so an address there would prove nothing." |
*
* @param {Owner_Claim_Shared_DomainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_shared_domain = /** @type {((inputs?: Owner_Claim_Shared_DomainInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Shared_DomainInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_shared_domain(inputs)
	if (locale === "fr") return fr_owner_claim_shared_domain(inputs)
	return en_owner_claim_shared_domain(inputs)
});