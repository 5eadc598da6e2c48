/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_Owners_IntroInputs */

const en_partners_pricing_owners_intro = /** @type {(inputs: Partners_Pricing_Owners_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A free listing for every Harlem business; premium listings rank first, with events and video tours as each listing plan says.`)
};

const es_partners_pricing_owners_intro = /** @type {(inputs: Partners_Pricing_Owners_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un listado gratuito para cada negocio de Harlem; los listados premium aparecen primero, con eventos y recorridos en video según indique cada plan.`)
};

const fr_partners_pricing_owners_intro = /** @type {(inputs: Partners_Pricing_Owners_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fiche gratuite pour chaque commerce de Harlem ; les fiches premium apparaissent en premier, avec événements et visites vidéo selon ce que prévoit chaque formule.`)
};

/**
* | output |
* | --- |
* | "A free listing for every Harlem business; premium listings rank first, with events and video tours as each listing plan says." |
*
* @param {Partners_Pricing_Owners_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_owners_intro = /** @type {((inputs?: Partners_Pricing_Owners_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_Owners_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_owners_intro(inputs)
	if (locale === "fr") return fr_partners_pricing_owners_intro(inputs)
	return en_partners_pricing_owners_intro(inputs)
});