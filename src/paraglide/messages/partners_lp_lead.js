/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_LeadInputs */

const en_partners_lp_lead = /** @type {(inputs: Partners_Lp_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium listings appear first in the directory and on the home page, ranked by plan.`)
};

const es_partners_lp_lead = /** @type {(inputs: Partners_Lp_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las fichas prémium aparecen primero en el directorio y en la página de inicio, ordenadas por plan.`)
};

const fr_partners_lp_lead = /** @type {(inputs: Partners_Lp_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les fiches premium apparaissent en premier dans l’annuaire et sur la page d’accueil, classées par formule.`)
};

/**
* | output |
* | --- |
* | "Premium listings appear first in the directory and on the home page, ranked by plan." |
*
* @param {Partners_Lp_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_lead = /** @type {((inputs?: Partners_Lp_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_lead(inputs)
	if (locale === "fr") return fr_partners_lp_lead(inputs)
	return en_partners_lp_lead(inputs)
});