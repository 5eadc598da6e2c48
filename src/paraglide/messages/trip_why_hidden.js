/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Why_HiddenInputs */

const en_trip_why_hidden = /** @type {(inputs: Trip_Why_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why it fits: `)
};

const es_trip_why_hidden = /** @type {(inputs: Trip_Why_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué encaja: `)
};

const fr_trip_why_hidden = /** @type {(inputs: Trip_Why_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi ce choix : `)
};

/**
* | output |
* | --- |
* | "Why it fits:" |
*
* @param {Trip_Why_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_why_hidden = /** @type {((inputs?: Trip_Why_HiddenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Why_HiddenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_why_hidden(inputs)
	if (locale === "fr") return fr_trip_why_hidden(inputs)
	return en_trip_why_hidden(inputs)
});