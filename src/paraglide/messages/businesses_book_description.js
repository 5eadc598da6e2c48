/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Book_DescriptionInputs */

const en_businesses_book_description = /** @type {(inputs: Businesses_Book_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book a tasting, tour or table at ${i?.name}, Harlem.`)
};

const es_businesses_book_description = /** @type {(inputs: Businesses_Book_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reserva una degustación, una visita o una mesa en ${i?.name}, Harlem.`)
};

const fr_businesses_book_description = /** @type {(inputs: Businesses_Book_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservez une dégustation, une visite ou une table chez ${i?.name}, à Harlem.`)
};

/**
* | output |
* | --- |
* | "Book a tasting, tour or table at {name}, Harlem." |
*
* @param {Businesses_Book_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_book_description = /** @type {((inputs: Businesses_Book_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Book_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_book_description(inputs)
	if (locale === "fr") return fr_businesses_book_description(inputs)
	return en_businesses_book_description(inputs)
});