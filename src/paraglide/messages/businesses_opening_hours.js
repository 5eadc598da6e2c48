/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Opening_HoursInputs */

const en_businesses_opening_hours = /** @type {(inputs: Businesses_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening hours`)
};

const es_businesses_opening_hours = /** @type {(inputs: Businesses_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario`)
};

const fr_businesses_opening_hours = /** @type {(inputs: Businesses_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires d’ouverture`)
};

/**
* | output |
* | --- |
* | "Opening hours" |
*
* @param {Businesses_Opening_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_opening_hours = /** @type {((inputs?: Businesses_Opening_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Opening_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_opening_hours(inputs)
	if (locale === "fr") return fr_businesses_opening_hours(inputs)
	return en_businesses_opening_hours(inputs)
});