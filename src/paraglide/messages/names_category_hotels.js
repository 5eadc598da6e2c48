/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_HotelsInputs */

const en_names_category_hotels = /** @type {(inputs: Names_Category_HotelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotels`)
};

const es_names_category_hotels = /** @type {(inputs: Names_Category_HotelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoteles`)
};

const fr_names_category_hotels = /** @type {(inputs: Names_Category_HotelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hôtels`)
};

/**
* | output |
* | --- |
* | "Hotels" |
*
* @param {Names_Category_HotelsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_hotels = /** @type {((inputs?: Names_Category_HotelsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_HotelsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_hotels(inputs)
	if (locale === "fr") return fr_names_category_hotels(inputs)
	return en_names_category_hotels(inputs)
});