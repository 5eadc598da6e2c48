/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Nothing_To_BookInputs */

const en_businesses_nothing_to_book = /** @type {(inputs: Businesses_Nothing_To_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has nothing to book online yet.`)
};

const es_businesses_nothing_to_book = /** @type {(inputs: Businesses_Nothing_To_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} todavía no ofrece reservas en línea.`)
};

const fr_businesses_nothing_to_book = /** @type {(inputs: Businesses_Nothing_To_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne propose pas encore de réservation en ligne.`)
};

/**
* | output |
* | --- |
* | "{name} has nothing to book online yet." |
*
* @param {Businesses_Nothing_To_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_nothing_to_book = /** @type {((inputs: Businesses_Nothing_To_BookInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Nothing_To_BookInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_nothing_to_book(inputs)
	if (locale === "fr") return fr_businesses_nothing_to_book(inputs)
	return en_businesses_nothing_to_book(inputs)
});