/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Board_VibeInputs */

const en_places_board_vibe = /** @type {(inputs: Places_Board_VibeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vibe`)
};

const es_places_board_vibe = /** @type {(inputs: Places_Board_VibeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambiente`)
};

const fr_places_board_vibe = /** @type {(inputs: Places_Board_VibeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambiance`)
};

/**
* | output |
* | --- |
* | "Vibe" |
*
* @param {Places_Board_VibeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_vibe = /** @type {((inputs?: Places_Board_VibeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_VibeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_vibe(inputs)
	if (locale === "fr") return fr_places_board_vibe(inputs)
	return en_places_board_vibe(inputs)
});