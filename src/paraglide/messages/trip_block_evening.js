/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Block_EveningInputs */

const en_trip_block_evening = /** @type {(inputs: Trip_Block_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evening`)
};

const es_trip_block_evening = /** @type {(inputs: Trip_Block_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noche`)
};

const fr_trip_block_evening = /** @type {(inputs: Trip_Block_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soirée`)
};

/**
* | output |
* | --- |
* | "Evening" |
*
* @param {Trip_Block_EveningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_block_evening = /** @type {((inputs?: Trip_Block_EveningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Block_EveningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_block_evening(inputs)
	if (locale === "fr") return fr_trip_block_evening(inputs)
	return en_trip_block_evening(inputs)
});