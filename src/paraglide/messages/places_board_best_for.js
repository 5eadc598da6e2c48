/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Board_Best_ForInputs */

const en_places_board_best_for = /** @type {(inputs: Places_Board_Best_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best for`)
};

const es_places_board_best_for = /** @type {(inputs: Places_Board_Best_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ideal para`)
};

const fr_places_board_best_for = /** @type {(inputs: Places_Board_Best_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idéal pour`)
};

/**
* | output |
* | --- |
* | "Best for" |
*
* @param {Places_Board_Best_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_best_for = /** @type {((inputs?: Places_Board_Best_ForInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_Best_ForInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_best_for(inputs)
	if (locale === "fr") return fr_places_board_best_for(inputs)
	return en_places_board_best_for(inputs)
});