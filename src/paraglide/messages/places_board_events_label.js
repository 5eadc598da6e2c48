/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Places_Board_Events_LabelInputs */

const en_places_board_events_label = /** @type {(inputs: Places_Board_Events_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CB ${i?.number} events`)
};

const es_places_board_events_label = /** @type {(inputs: Places_Board_Events_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`eventos del DC ${i?.number}`)
};

const fr_places_board_events_label = /** @type {(inputs: Places_Board_Events_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`événements du DC ${i?.number}`)
};

/**
* | output |
* | --- |
* | "CB {number} events" |
*
* @param {Places_Board_Events_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_events_label = /** @type {((inputs: Places_Board_Events_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_Events_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_events_label(inputs)
	if (locale === "fr") return fr_places_board_events_label(inputs)
	return en_places_board_events_label(inputs)
});