/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Block_MorningInputs */

const en_trip_block_morning = /** @type {(inputs: Trip_Block_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morning`)
};

const es_trip_block_morning = /** @type {(inputs: Trip_Block_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mañana`)
};

const fr_trip_block_morning = /** @type {(inputs: Trip_Block_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matin`)
};

/**
* | output |
* | --- |
* | "Morning" |
*
* @param {Trip_Block_MorningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_block_morning = /** @type {((inputs?: Trip_Block_MorningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Block_MorningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_block_morning(inputs)
	if (locale === "fr") return fr_trip_block_morning(inputs)
	return en_trip_block_morning(inputs)
});