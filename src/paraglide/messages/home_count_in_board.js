/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ board: NonNullable<unknown> }} Home_Count_In_BoardInputs */

const en_home_count_in_board = /** @type {(inputs: Home_Count_In_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` in Community Board ${i?.board}`)
};

const es_home_count_in_board = /** @type {(inputs: Home_Count_In_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` en el Distrito Comunitario ${i?.board}`)
};

const fr_home_count_in_board = /** @type {(inputs: Home_Count_In_BoardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` dans le district communautaire ${i?.board}`)
};

/**
* | output |
* | --- |
* | "in Community Board {board}" |
*
* @param {Home_Count_In_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_count_in_board = /** @type {((inputs: Home_Count_In_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Count_In_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_count_in_board(inputs)
	if (locale === "fr") return fr_home_count_in_board(inputs)
	return en_home_count_in_board(inputs)
});