/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Art_CultureInputs */

const en_category_art_culture = /** @type {(inputs: Category_Art_CultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arts & Culture`)
};

const es_category_art_culture = /** @type {(inputs: Category_Art_CultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arte y cultura`)
};

const fr_category_art_culture = /** @type {(inputs: Category_Art_CultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arts et culture`)
};

/**
* | output |
* | --- |
* | "Arts & Culture" |
*
* @param {Category_Art_CultureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_art_culture = /** @type {((inputs?: Category_Art_CultureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Art_CultureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_category_art_culture(inputs)
	if (locale === "fr") return fr_category_art_culture(inputs)
	return en_category_art_culture(inputs)
});