/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Board_Day_HeadingInputs */

const en_places_board_day_heading = /** @type {(inputs: Places_Board_Day_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a day of it`)
};

const es_places_board_day_heading = /** @type {(inputs: Places_Board_Day_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dedícale el día`)
};

const fr_places_board_day_heading = /** @type {(inputs: Places_Board_Day_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passez-y la journée`)
};

/**
* | output |
* | --- |
* | "Make a day of it" |
*
* @param {Places_Board_Day_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_day_heading = /** @type {((inputs?: Places_Board_Day_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_Day_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_day_heading(inputs)
	if (locale === "fr") return fr_places_board_day_heading(inputs)
	return en_places_board_day_heading(inputs)
});