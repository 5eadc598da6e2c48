/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Sign_In_To_BookInputs */

const en_businesses_sign_in_to_book = /** @type {(inputs: Businesses_Sign_In_To_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to book`)
};

const es_businesses_sign_in_to_book = /** @type {(inputs: Businesses_Sign_In_To_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para reservar`)
};

const fr_businesses_sign_in_to_book = /** @type {(inputs: Businesses_Sign_In_To_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour réserver`)
};

/**
* | output |
* | --- |
* | "Sign in to book" |
*
* @param {Businesses_Sign_In_To_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_sign_in_to_book = /** @type {((inputs?: Businesses_Sign_In_To_BookInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Sign_In_To_BookInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_sign_in_to_book(inputs)
	if (locale === "fr") return fr_businesses_sign_in_to_book(inputs)
	return en_businesses_sign_in_to_book(inputs)
});