/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Access_SeatingInputs */

const en_events_access_seating = /** @type {(inputs: Events_Access_SeatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seating available`)
};

const es_events_access_seating = /** @type {(inputs: Events_Access_SeatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asientos disponibles`)
};

const fr_events_access_seating = /** @type {(inputs: Events_Access_SeatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places assises`)
};

/**
* | output |
* | --- |
* | "Seating available" |
*
* @param {Events_Access_SeatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_access_seating = /** @type {((inputs?: Events_Access_SeatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Access_SeatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_access_seating(inputs)
	if (locale === "fr") return fr_events_access_seating(inputs)
	return en_events_access_seating(inputs)
});