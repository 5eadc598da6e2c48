/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ board: NonNullable<unknown> }} Places_Prop_In_BoardInputs */

const en_places_prop_in_board = /** @type {(inputs: Places_Prop_In_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` in Community Board ${i?.board}`)
};

const es_places_prop_in_board = /** @type {(inputs: Places_Prop_In_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` en el Distrito Comunitario ${i?.board}`)
};

const fr_places_prop_in_board = /** @type {(inputs: Places_Prop_In_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` dans le district communautaire ${i?.board}`)
};

/**
* | output |
* | --- |
* | "in Community Board {board}" |
*
* @param {Places_Prop_In_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_in_board = /** @type {((inputs: Places_Prop_In_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_In_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_in_board(inputs)
	if (locale === "fr") return fr_places_prop_in_board(inputs)
	return en_places_prop_in_board(inputs)
});