/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Places_Board_All_EventsInputs */

const en_places_board_all_events = /** @type {(inputs: Places_Board_All_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View All Events in CB ${i?.number}`)
};

const es_places_board_all_events = /** @type {(inputs: Places_Board_All_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver todos los eventos del DC ${i?.number}`)
};

const fr_places_board_all_events = /** @type {(inputs: Places_Board_All_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir tous les événements du DC ${i?.number}`)
};

/**
* | output |
* | --- |
* | "View All Events in CB {number}" |
*
* @param {Places_Board_All_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_all_events = /** @type {((inputs: Places_Board_All_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_All_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_all_events(inputs)
	if (locale === "fr") return fr_places_board_all_events(inputs)
	return en_places_board_all_events(inputs)
});