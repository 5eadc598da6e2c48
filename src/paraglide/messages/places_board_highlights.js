/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Board_HighlightsInputs */

const en_places_board_highlights = /** @type {(inputs: Places_Board_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highlights`)
};

const es_places_board_highlights = /** @type {(inputs: Places_Board_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo más destacado`)
};

const fr_places_board_highlights = /** @type {(inputs: Places_Board_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À ne pas manquer`)
};

/**
* | output |
* | --- |
* | "Highlights" |
*
* @param {Places_Board_HighlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_highlights = /** @type {((inputs?: Places_Board_HighlightsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_HighlightsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_highlights(inputs)
	if (locale === "fr") return fr_places_board_highlights(inputs)
	return en_places_board_highlights(inputs)
});