/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Block_AfternoonInputs */

const en_trip_block_afternoon = /** @type {(inputs: Trip_Block_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afternoon`)
};

const es_trip_block_afternoon = /** @type {(inputs: Trip_Block_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarde`)
};

const fr_trip_block_afternoon = /** @type {(inputs: Trip_Block_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après-midi`)
};

/**
* | output |
* | --- |
* | "Afternoon" |
*
* @param {Trip_Block_AfternoonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_block_afternoon = /** @type {((inputs?: Trip_Block_AfternoonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Block_AfternoonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_block_afternoon(inputs)
	if (locale === "fr") return fr_trip_block_afternoon(inputs)
	return en_trip_block_afternoon(inputs)
});