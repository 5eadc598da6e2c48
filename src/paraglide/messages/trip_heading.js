/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_HeadingInputs */

const en_trip_heading = /** @type {(inputs: Trip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan Your Harlem Trip`)
};

const es_trip_heading = /** @type {(inputs: Trip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifica tu viaje a Harlem`)
};

const fr_trip_heading = /** @type {(inputs: Trip_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparez votre séjour à Harlem`)
};

/**
* | output |
* | --- |
* | "Plan Your Harlem Trip" |
*
* @param {Trip_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_heading = /** @type {((inputs?: Trip_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_heading(inputs)
	if (locale === "fr") return fr_trip_heading(inputs)
	return en_trip_heading(inputs)
});