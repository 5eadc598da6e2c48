/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Show_All_BoardsInputs */

const en_home_show_all_boards = /** @type {(inputs: Home_Show_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show All Boards`)
};

const es_home_show_all_boards = /** @type {(inputs: Home_Show_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar todos los distritos`)
};

const fr_home_show_all_boards = /** @type {(inputs: Home_Show_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher tous les districts`)
};

/**
* | output |
* | --- |
* | "Show All Boards" |
*
* @param {Home_Show_All_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_show_all_boards = /** @type {((inputs?: Home_Show_All_BoardsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Show_All_BoardsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_show_all_boards(inputs)
	if (locale === "fr") return fr_home_show_all_boards(inputs)
	return en_home_show_all_boards(inputs)
});