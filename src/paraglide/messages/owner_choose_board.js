/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Choose_BoardInputs */

const en_owner_choose_board = /** @type {(inputs: Owner_Choose_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a board`)
};

const es_owner_choose_board = /** @type {(inputs: Owner_Choose_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una junta`)
};

const fr_owner_choose_board = /** @type {(inputs: Owner_Choose_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un conseil`)
};

/**
* | output |
* | --- |
* | "Choose a board" |
*
* @param {Owner_Choose_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_choose_board = /** @type {((inputs?: Owner_Choose_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Choose_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_choose_board(inputs)
	if (locale === "fr") return fr_owner_choose_board(inputs)
	return en_owner_choose_board(inputs)
});