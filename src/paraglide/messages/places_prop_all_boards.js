/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_All_BoardsInputs */

const en_places_prop_all_boards = /** @type {(inputs: Places_Prop_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All boards`)
};

const es_places_prop_all_boards = /** @type {(inputs: Places_Prop_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los distritos`)
};

const fr_places_prop_all_boards = /** @type {(inputs: Places_Prop_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les districts`)
};

/**
* | output |
* | --- |
* | "All boards" |
*
* @param {Places_Prop_All_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_all_boards = /** @type {((inputs?: Places_Prop_All_BoardsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_All_BoardsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_all_boards(inputs)
	if (locale === "fr") return fr_places_prop_all_boards(inputs)
	return en_places_prop_all_boards(inputs)
});