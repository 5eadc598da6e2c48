/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Stops_HeadingInputs */

const en_tours_stops_heading = /** @type {(inputs: Tours_Stops_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points of the tour`)
};

const es_tours_stops_heading = /** @type {(inputs: Tours_Stops_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos del recorrido`)
};

const fr_tours_stops_heading = /** @type {(inputs: Tours_Stops_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les étapes de la visite`)
};

/**
* | output |
* | --- |
* | "Points of the tour" |
*
* @param {Tours_Stops_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_stops_heading = /** @type {((inputs?: Tours_Stops_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Stops_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_stops_heading(inputs)
	if (locale === "fr") return fr_tours_stops_heading(inputs)
	return en_tours_stops_heading(inputs)
});