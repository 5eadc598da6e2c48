/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_IntroInputs */

const en_owner_claim_intro = /** @type {(inputs: Owner_Claim_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have a business associated with your account yet. Find your business in the guide and claim it, or add it if it is not listed.`)
};

const es_owner_claim_intro = /** @type {(inputs: Owner_Claim_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes ningún negocio asociado a tu cuenta. Busca tu negocio en la guía y reclámalo, o agrégalo si no aparece.`)
};

const fr_owner_claim_intro = /** @type {(inputs: Owner_Claim_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun établissement n’est encore associé à votre compte. Trouvez votre établissement dans le guide et revendiquez-le, ou ajoutez-le s’il n’y figure pas.`)
};

/**
* | output |
* | --- |
* | "You don't have a business associated with your account yet. Find your business in the guide and claim it, or add it if it is not listed." |
*
* @param {Owner_Claim_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_intro = /** @type {((inputs?: Owner_Claim_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_intro(inputs)
	if (locale === "fr") return fr_owner_claim_intro(inputs)
	return en_owner_claim_intro(inputs)
});