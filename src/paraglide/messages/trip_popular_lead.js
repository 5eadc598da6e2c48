/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Popular_LeadInputs */

const en_trip_popular_lead = /** @type {(inputs: Trip_Popular_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start from a plan other visitors love, or choose your own preferences.`)
};

const es_trip_popular_lead = /** @type {(inputs: Trip_Popular_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza con un plan que les encanta a otros visitantes o elige tus propias preferencias.`)
};

const fr_trip_popular_lead = /** @type {(inputs: Trip_Popular_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partez d’un programme plébiscité par d’autres visiteurs, ou choisissez vos propres préférences.`)
};

/**
* | output |
* | --- |
* | "Start from a plan other visitors love, or choose your own preferences." |
*
* @param {Trip_Popular_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_popular_lead = /** @type {((inputs?: Trip_Popular_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Popular_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_popular_lead(inputs)
	if (locale === "fr") return fr_trip_popular_lead(inputs)
	return en_trip_popular_lead(inputs)
});