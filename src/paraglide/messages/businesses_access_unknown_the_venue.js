/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Access_Unknown_The_VenueInputs */

const en_businesses_access_unknown_the_venue = /** @type {(inputs: Businesses_Access_Unknown_The_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not reported for the venue yet: call ahead to ask.`)
};

const es_businesses_access_unknown_the_venue = /** @type {(inputs: Businesses_Access_Unknown_The_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay información sobre el lugar: llama antes para preguntar.`)
};

const fr_businesses_access_unknown_the_venue = /** @type {(inputs: Businesses_Access_Unknown_The_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore renseigné pour le lieu : appelez avant de venir pour vous renseigner.`)
};

/**
* | output |
* | --- |
* | "Not reported for the venue yet: call ahead to ask." |
*
* @param {Businesses_Access_Unknown_The_VenueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_access_unknown_the_venue = /** @type {((inputs?: Businesses_Access_Unknown_The_VenueInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Access_Unknown_The_VenueInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_access_unknown_the_venue(inputs)
	if (locale === "fr") return fr_businesses_access_unknown_the_venue(inputs)
	return en_businesses_access_unknown_the_venue(inputs)
});