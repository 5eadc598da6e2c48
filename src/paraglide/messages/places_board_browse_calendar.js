/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Board_Browse_CalendarInputs */

const en_places_board_browse_calendar = /** @type {(inputs: Places_Board_Browse_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse the Events Calendar`)
};

const es_places_board_browse_calendar = /** @type {(inputs: Places_Board_Browse_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el calendario de eventos`)
};

const fr_places_board_browse_calendar = /** @type {(inputs: Places_Board_Browse_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir le calendrier des événements`)
};

/**
* | output |
* | --- |
* | "Browse the Events Calendar" |
*
* @param {Places_Board_Browse_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_browse_calendar = /** @type {((inputs?: Places_Board_Browse_CalendarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_Browse_CalendarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_browse_calendar(inputs)
	if (locale === "fr") return fr_places_board_browse_calendar(inputs)
	return en_places_board_browse_calendar(inputs)
});