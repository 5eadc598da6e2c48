/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Guide_BoardsInputs */

const en_places_guide_boards = /** @type {(inputs: Places_Guide_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community boards`)
};

const es_places_guide_boards = /** @type {(inputs: Places_Guide_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distritos comunitarios`)
};

const fr_places_guide_boards = /** @type {(inputs: Places_Guide_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Districts communautaires`)
};

/**
* | output |
* | --- |
* | "Community boards" |
*
* @param {Places_Guide_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_guide_boards = /** @type {((inputs?: Places_Guide_BoardsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Guide_BoardsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_guide_boards(inputs)
	if (locale === "fr") return fr_places_guide_boards(inputs)
	return en_places_guide_boards(inputs)
});