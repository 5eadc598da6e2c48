/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_HoursInputs */

const en_businesses_hours = /** @type {(inputs: Businesses_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

const es_businesses_hours = /** @type {(inputs: Businesses_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario`)
};

const fr_businesses_hours = /** @type {(inputs: Businesses_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires`)
};

/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Businesses_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_hours = /** @type {((inputs?: Businesses_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_hours(inputs)
	if (locale === "fr") return fr_businesses_hours(inputs)
	return en_businesses_hours(inputs)
});