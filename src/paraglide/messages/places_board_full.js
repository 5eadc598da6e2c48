/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Places_Board_FullInputs */

const en_places_board_full = /** @type {(inputs: Places_Board_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Community Board ${i?.number}`)
};

const es_places_board_full = /** @type {(inputs: Places_Board_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Distrito Comunitario ${i?.number}`)
};

const fr_places_board_full = /** @type {(inputs: Places_Board_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`District communautaire ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Community Board {number}" |
*
* @param {Places_Board_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_full = /** @type {((inputs: Places_Board_FullInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_FullInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_full(inputs)
	if (locale === "fr") return fr_places_board_full(inputs)
	return en_places_board_full(inputs)
});