/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_All_BoardsInputs */

const en_businesses_all_boards = /** @type {(inputs: Businesses_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All boards`)
};

const es_businesses_all_boards = /** @type {(inputs: Businesses_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los distritos`)
};

const fr_businesses_all_boards = /** @type {(inputs: Businesses_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les districts`)
};

/**
* | output |
* | --- |
* | "All boards" |
*
* @param {Businesses_All_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_all_boards = /** @type {((inputs?: Businesses_All_BoardsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_All_BoardsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_all_boards(inputs)
	if (locale === "fr") return fr_businesses_all_boards(inputs)
	return en_businesses_all_boards(inputs)
});