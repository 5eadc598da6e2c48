/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Share_LabelInputs */

const en_trip_share_label = /** @type {(inputs: Trip_Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this plan: the link is the itinerary`)
};

const es_trip_share_label = /** @type {(inputs: Trip_Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparte este plan: el enlace es el itinerario`)
};

const fr_trip_share_label = /** @type {(inputs: Trip_Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagez ce programme : le lien est l’itinéraire`)
};

/**
* | output |
* | --- |
* | "Share this plan: the link is the itinerary" |
*
* @param {Trip_Share_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_share_label = /** @type {((inputs?: Trip_Share_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Share_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_share_label(inputs)
	if (locale === "fr") return fr_trip_share_label(inputs)
	return en_trip_share_label(inputs)
});