/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Book_ButtonInputs */

const en_businesses_book_button = /** @type {(inputs: Businesses_Book_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

const es_businesses_book_button = /** @type {(inputs: Businesses_Book_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar`)
};

const fr_businesses_book_button = /** @type {(inputs: Businesses_Book_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver`)
};

/**
* | output |
* | --- |
* | "Book" |
*
* @param {Businesses_Book_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_book_button = /** @type {((inputs?: Businesses_Book_ButtonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Book_ButtonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_book_button(inputs)
	if (locale === "fr") return fr_businesses_book_button(inputs)
	return en_businesses_book_button(inputs)
});