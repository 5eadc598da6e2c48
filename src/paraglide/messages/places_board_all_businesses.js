/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Places_Board_All_BusinessesInputs */

const en_places_board_all_businesses = /** @type {(inputs: Places_Board_All_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All Businesses in CB ${i?.number}`)
};

const es_places_board_all_businesses = /** @type {(inputs: Places_Board_All_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los negocios del DC ${i?.number}`)
};

const fr_places_board_all_businesses = /** @type {(inputs: Places_Board_All_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tous les commerces du DC ${i?.number}`)
};

/**
* | output |
* | --- |
* | "All Businesses in CB {number}" |
*
* @param {Places_Board_All_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_all_businesses = /** @type {((inputs: Places_Board_All_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_All_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_all_businesses(inputs)
	if (locale === "fr") return fr_places_board_all_businesses(inputs)
	return en_places_board_all_businesses(inputs)
});