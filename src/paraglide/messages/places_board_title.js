/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Board_TitleInputs */

const en_places_board_title = /** @type {(inputs: Places_Board_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} Neighborhood Guide`)
};

const es_places_board_title = /** @type {(inputs: Places_Board_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guía del vecindario: ${i?.name}`)
};

const fr_places_board_title = /** @type {(inputs: Places_Board_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guide du quartier : ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name} Neighborhood Guide" |
*
* @param {Places_Board_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_title = /** @type {((inputs: Places_Board_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_title(inputs)
	if (locale === "fr") return fr_places_board_title(inputs)
	return en_places_board_title(inputs)
});