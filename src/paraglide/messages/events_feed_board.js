/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Events_Feed_BoardInputs */

const en_events_feed_board = /** @type {(inputs: Events_Feed_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CB ${i?.number} events`)
};

const es_events_feed_board = /** @type {(inputs: Events_Feed_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eventos del DC ${i?.number}`)
};

const fr_events_feed_board = /** @type {(inputs: Events_Feed_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événements du DC ${i?.number}`)
};

/**
* | output |
* | --- |
* | "CB {number} events" |
*
* @param {Events_Feed_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_feed_board = /** @type {((inputs: Events_Feed_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Feed_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_feed_board(inputs)
	if (locale === "fr") return fr_events_feed_board(inputs)
	return en_events_feed_board(inputs)
});