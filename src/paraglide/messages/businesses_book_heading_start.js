/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Book_Heading_StartInputs */

const en_businesses_book_heading_start = /** @type {(inputs: Businesses_Book_Heading_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book at`)
};

const es_businesses_book_heading_start = /** @type {(inputs: Businesses_Book_Heading_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar en`)
};

const fr_businesses_book_heading_start = /** @type {(inputs: Businesses_Book_Heading_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver chez`)
};

/**
* | output |
* | --- |
* | "Book at" |
*
* @param {Businesses_Book_Heading_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_book_heading_start = /** @type {((inputs?: Businesses_Book_Heading_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Book_Heading_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_book_heading_start(inputs)
	if (locale === "fr") return fr_businesses_book_heading_start(inputs)
	return en_businesses_book_heading_start(inputs)
});