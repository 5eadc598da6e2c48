/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_LeadInputs */

const en_partners_ad_inq_lead = /** @type {(inputs: Partners_Ad_Inq_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us who you are and which package interests you. Our advertising team answers within two business days.`)
};

const es_partners_ad_inq_lead = /** @type {(inputs: Partners_Ad_Inq_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntanos quién eres y qué paquete te interesa. Nuestro equipo de publicidad responde en un plazo de dos días hábiles.`)
};

const fr_partners_ad_inq_lead = /** @type {(inputs: Partners_Ad_Inq_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous qui vous êtes et quelle formule vous intéresse. Notre équipe publicité répond sous deux jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Tell us who you are and which package interests you. Our advertising team answers within two business days." |
*
* @param {Partners_Ad_Inq_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_lead = /** @type {((inputs?: Partners_Ad_Inq_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_lead(inputs)
	if (locale === "fr") return fr_partners_ad_inq_lead(inputs)
	return en_partners_ad_inq_lead(inputs)
});