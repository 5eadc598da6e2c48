/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Corporate_VenuesInputs */

const en_partners_tt_corporate_venues = /** @type {(inputs: Partners_Tt_Corporate_VenuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue sourcing: jazz clubs, galleries, restaurants and event spaces`)
};

const es_partners_tt_corporate_venues = /** @type {(inputs: Partners_Tt_Corporate_VenuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Búsqueda de lugares: clubes de jazz, galerías, restaurantes y salones para eventos`)
};

const fr_partners_tt_corporate_venues = /** @type {(inputs: Partners_Tt_Corporate_VenuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de lieux : clubs de jazz, galeries, restaurants et salles de réception`)
};

/**
* | output |
* | --- |
* | "Venue sourcing: jazz clubs, galleries, restaurants and event spaces" |
*
* @param {Partners_Tt_Corporate_VenuesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_corporate_venues = /** @type {((inputs?: Partners_Tt_Corporate_VenuesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Corporate_VenuesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_corporate_venues(inputs)
	if (locale === "fr") return fr_partners_tt_corporate_venues(inputs)
	return en_partners_tt_corporate_venues(inputs)
});