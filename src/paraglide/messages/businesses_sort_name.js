/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Sort_NameInputs */

const en_businesses_sort_name = /** @type {(inputs: Businesses_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, A to Z`)
};

const es_businesses_sort_name = /** @type {(inputs: Businesses_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre, de la A a la Z`)
};

const fr_businesses_sort_name = /** @type {(inputs: Businesses_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom, de A à Z`)
};

/**
* | output |
* | --- |
* | "Name, A to Z" |
*
* @param {Businesses_Sort_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_sort_name = /** @type {((inputs?: Businesses_Sort_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Sort_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_sort_name(inputs)
	if (locale === "fr") return fr_businesses_sort_name(inputs)
	return en_businesses_sort_name(inputs)
});