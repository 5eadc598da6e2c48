/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, number: NonNullable<unknown> }} Events_View_All_In_BoardInputs */

const en_events_view_all_in_board = /** @type {(inputs: Events_View_All_In_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View all ${i?.total} events in CB ${i?.number}`)
};

const es_events_view_all_in_board = /** @type {(inputs: Events_View_All_In_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver los ${i?.total} eventos del DC ${i?.number}`)
};

const fr_events_view_all_in_board = /** @type {(inputs: Events_View_All_In_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir les ${i?.total} événements du DC ${i?.number}`)
};

/**
* | output |
* | --- |
* | "View all {total} events in CB {number}" |
*
* @param {Events_View_All_In_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_view_all_in_board = /** @type {((inputs: Events_View_All_In_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_View_All_In_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_view_all_in_board(inputs)
	if (locale === "fr") return fr_events_view_all_in_board(inputs)
	return en_events_view_all_in_board(inputs)
});