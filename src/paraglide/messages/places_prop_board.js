/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_BoardInputs */

const en_places_prop_board = /** @type {(inputs: Places_Prop_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community board`)
};

const es_places_prop_board = /** @type {(inputs: Places_Prop_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distrito comunitario`)
};

const fr_places_prop_board = /** @type {(inputs: Places_Prop_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`District communautaire`)
};

/**
* | output |
* | --- |
* | "Community board" |
*
* @param {Places_Prop_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_board = /** @type {((inputs?: Places_Prop_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_board(inputs)
	if (locale === "fr") return fr_places_prop_board(inputs)
	return en_places_prop_board(inputs)
});