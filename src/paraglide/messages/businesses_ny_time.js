/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Ny_TimeInputs */

const en_businesses_ny_time = /** @type {(inputs: Businesses_Ny_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(New York time)`)
};

const es_businesses_ny_time = /** @type {(inputs: Businesses_Ny_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(hora de Nueva York)`)
};

const fr_businesses_ny_time = /** @type {(inputs: Businesses_Ny_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(heure de New York)`)
};

/**
* | output |
* | --- |
* | "(New York time)" |
*
* @param {Businesses_Ny_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_ny_time = /** @type {((inputs?: Businesses_Ny_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Ny_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_ny_time(inputs)
	if (locale === "fr") return fr_businesses_ny_time(inputs)
	return en_businesses_ny_time(inputs)
});