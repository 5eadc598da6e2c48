/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Places_Board_Browse_BusinessesInputs */

const en_places_board_browse_businesses = /** @type {(inputs: Places_Board_Browse_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Browse CB ${i?.number} Businesses`)
};

const es_places_board_browse_businesses = /** @type {(inputs: Places_Board_Browse_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver los negocios del DC ${i?.number}`)
};

const fr_places_board_browse_businesses = /** @type {(inputs: Places_Board_Browse_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parcourir les commerces du DC ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Browse CB {number} Businesses" |
*
* @param {Places_Board_Browse_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_browse_businesses = /** @type {((inputs: Places_Board_Browse_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_Browse_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_browse_businesses(inputs)
	if (locale === "fr") return fr_places_board_browse_businesses(inputs)
	return en_places_board_browse_businesses(inputs)
});