/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Team_ReviewsInputs */

const en_owner_claim_team_reviews = /** @type {(inputs: Owner_Claim_Team_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team reviews every claim, verified ones too, before you can manage the listing, usually within 2 business days.`)
};

const es_owner_claim_team_reviews = /** @type {(inputs: Owner_Claim_Team_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo revisa cada solicitud, también las verificadas, antes de que puedas administrar la ficha, normalmente en 2 días hábiles.`)
};

const fr_owner_claim_team_reviews = /** @type {(inputs: Owner_Claim_Team_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe examine chaque demande, même vérifiée, avant que vous puissiez gérer la fiche, généralement sous 2 jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Our team reviews every claim, verified ones too, before you can manage the listing, usually within 2 business days." |
*
* @param {Owner_Claim_Team_ReviewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_team_reviews = /** @type {((inputs?: Owner_Claim_Team_ReviewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Team_ReviewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_team_reviews(inputs)
	if (locale === "fr") return fr_owner_claim_team_reviews(inputs)
	return en_owner_claim_team_reviews(inputs)
});