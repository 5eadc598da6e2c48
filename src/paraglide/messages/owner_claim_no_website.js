/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_No_WebsiteInputs */

const en_owner_claim_no_website = /** @type {(inputs: Owner_Claim_No_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By email: this listing has no website, so there is no business domain to send a code to.`)
};

const es_owner_claim_no_website = /** @type {(inputs: Owner_Claim_No_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por correo: esta ficha no tiene sitio web, así que no hay un dominio del negocio al que enviar un código.`)
};

const fr_owner_claim_no_website = /** @type {(inputs: Owner_Claim_No_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par e-mail : cette fiche n’a pas de site web, donc aucun domaine de l’établissement auquel envoyer un code.`)
};

/**
* | output |
* | --- |
* | "By email: this listing has no website, so there is no business domain to send a code to." |
*
* @param {Owner_Claim_No_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_no_website = /** @type {((inputs?: Owner_Claim_No_WebsiteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_No_WebsiteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_no_website(inputs)
	if (locale === "fr") return fr_owner_claim_no_website(inputs)
	return en_owner_claim_no_website(inputs)
});