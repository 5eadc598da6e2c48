/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_BookInputs */

const en_businesses_book = /** @type {(inputs: Businesses_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book an experience`)
};

const es_businesses_book = /** @type {(inputs: Businesses_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar una experiencia`)
};

const fr_businesses_book = /** @type {(inputs: Businesses_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver une expérience`)
};

/**
* | output |
* | --- |
* | "Book an experience" |
*
* @param {Businesses_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_book = /** @type {((inputs?: Businesses_BookInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_BookInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_book(inputs)
	if (locale === "fr") return fr_businesses_book(inputs)
	return en_businesses_book(inputs)
});