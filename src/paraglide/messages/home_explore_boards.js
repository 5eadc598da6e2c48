/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Explore_BoardsInputs */

const en_home_explore_boards = /** @type {(inputs: Home_Explore_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore by community board`)
};

const es_home_explore_boards = /** @type {(inputs: Home_Explore_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora por distrito comunitario`)
};

const fr_home_explore_boards = /** @type {(inputs: Home_Explore_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer par district communautaire`)
};

/**
* | output |
* | --- |
* | "Explore by community board" |
*
* @param {Home_Explore_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_explore_boards = /** @type {((inputs?: Home_Explore_BoardsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Explore_BoardsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_explore_boards(inputs)
	if (locale === "fr") return fr_home_explore_boards(inputs)
	return en_home_explore_boards(inputs)
});