/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Book_TitleInputs */

const en_businesses_book_title = /** @type {(inputs: Businesses_Book_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book at ${i?.name}`)
};

const es_businesses_book_title = /** @type {(inputs: Businesses_Book_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reservar en ${i?.name}`)
};

const fr_businesses_book_title = /** @type {(inputs: Businesses_Book_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réserver chez ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Book at {name}" |
*
* @param {Businesses_Book_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_book_title = /** @type {((inputs: Businesses_Book_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Book_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_book_title(inputs)
	if (locale === "fr") return fr_businesses_book_title(inputs)
	return en_businesses_book_title(inputs)
});