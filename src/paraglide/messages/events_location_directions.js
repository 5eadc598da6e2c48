/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Location_DirectionsInputs */

const en_events_location_directions = /** @type {(inputs: Events_Location_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location & Directions`)
};

const es_events_location_directions = /** @type {(inputs: Events_Location_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación y cómo llegar`)
};

const fr_events_location_directions = /** @type {(inputs: Events_Location_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès et itinéraire`)
};

/**
* | output |
* | --- |
* | "Location & Directions" |
*
* @param {Events_Location_DirectionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_location_directions = /** @type {((inputs?: Events_Location_DirectionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Location_DirectionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_location_directions(inputs)
	if (locale === "fr") return fr_events_location_directions(inputs)
	return en_events_location_directions(inputs)
});