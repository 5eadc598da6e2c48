/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Block_NothingInputs */

const en_trip_block_nothing = /** @type {(inputs: Trip_Block_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing matching for this time of day: add an interest for more ideas.`)
};

const es_trip_block_nothing = /** @type {(inputs: Trip_Block_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada coincide para este momento del día: agrega un interés para ver más ideas.`)
};

const fr_trip_block_nothing = /** @type {(inputs: Trip_Block_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien ne correspond à ce moment de la journée : ajoutez un centre d’intérêt pour plus d’idées.`)
};

/**
* | output |
* | --- |
* | "Nothing matching for this time of day: add an interest for more ideas." |
*
* @param {Trip_Block_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_block_nothing = /** @type {((inputs?: Trip_Block_NothingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Block_NothingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_block_nothing(inputs)
	if (locale === "fr") return fr_trip_block_nothing(inputs)
	return en_trip_block_nothing(inputs)
});