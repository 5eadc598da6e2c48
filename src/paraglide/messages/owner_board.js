/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_BoardInputs */

const en_owner_board = /** @type {(inputs: Owner_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community board`)
};

const es_owner_board = /** @type {(inputs: Owner_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junta comunitaria`)
};

const fr_owner_board = /** @type {(inputs: Owner_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conseil de quartier`)
};

/**
* | output |
* | --- |
* | "Community board" |
*
* @param {Owner_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_board = /** @type {((inputs?: Owner_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_board(inputs)
	if (locale === "fr") return fr_owner_board(inputs)
	return en_owner_board(inputs)
});