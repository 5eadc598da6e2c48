/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_LeadInputs */

const en_places_prop_lead = /** @type {(inputs: Places_Prop_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brownstones, condos, rentals and storefronts across the four community boards, with the realtor's contact on every listing.`)
};

const es_places_prop_lead = /** @type {(inputs: Places_Prop_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brownstones, condominios, alquileres y locales a pie de calle en los cuatro distritos comunitarios, con el contacto del agente en cada anuncio.`)
};

const fr_places_prop_lead = /** @type {(inputs: Places_Prop_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brownstones, copropriétés, locations et boutiques dans les quatre districts communautaires, avec les coordonnées de l’agent sur chaque annonce.`)
};

/**
* | output |
* | --- |
* | "Brownstones, condos, rentals and storefronts across the four community boards, with the realtor's contact on every listing." |
*
* @param {Places_Prop_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_lead = /** @type {((inputs?: Places_Prop_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_lead(inputs)
	if (locale === "fr") return fr_places_prop_lead(inputs)
	return en_places_prop_lead(inputs)
});