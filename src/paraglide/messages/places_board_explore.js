/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Places_Board_ExploreInputs */

const en_places_board_explore = /** @type {(inputs: Places_Board_ExploreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Explore Community Board ${i?.number}`)
};

const es_places_board_explore = /** @type {(inputs: Places_Board_ExploreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Explorar el Distrito Comunitario ${i?.number}`)
};

const fr_places_board_explore = /** @type {(inputs: Places_Board_ExploreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Explorer le district communautaire ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Explore Community Board {number}" |
*
* @param {Places_Board_ExploreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_explore = /** @type {((inputs: Places_Board_ExploreInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_ExploreInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_explore(inputs)
	if (locale === "fr") return fr_places_board_explore(inputs)
	return en_places_board_explore(inputs)
});