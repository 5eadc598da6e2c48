/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_LeadInputs */

const en_partners_ad_lead = /** @type {(inputs: Partners_Ad_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put your business in front of people deciding where to eat, what to see and where to go tonight in Hamilton Heights, Central Harlem, East Harlem and Washington Heights. Every placement is clearly labelled and never affects reviews or ratings.`)
};

const es_partners_ad_lead = /** @type {(inputs: Partners_Ad_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muestra tu negocio a quienes deciden dónde comer, qué ver y adónde ir esta noche en Hamilton Heights, Central Harlem, East Harlem y Washington Heights. Cada anuncio está claramente identificado y nunca influye en las reseñas ni en las calificaciones.`)
};

const fr_partners_ad_lead = /** @type {(inputs: Partners_Ad_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Présentez votre entreprise à ceux qui choisissent où manger, quoi voir et où sortir ce soir à Hamilton Heights, Central Harlem, East Harlem et Washington Heights. Chaque emplacement est clairement signalé et n’influence jamais les avis ni les notes.`)
};

/**
* | output |
* | --- |
* | "Put your business in front of people deciding where to eat, what to see and where to go tonight in Hamilton Heights, Central Harlem, East Harlem and Washingt..." |
*
* @param {Partners_Ad_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_lead = /** @type {((inputs?: Partners_Ad_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_lead(inputs)
	if (locale === "fr") return fr_partners_ad_lead(inputs)
	return en_partners_ad_lead(inputs)
});