/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Cafes_BakeriesInputs */

const en_names_category_cafes_bakeries = /** @type {(inputs: Names_Category_Cafes_BakeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cafes & Bakeries`)
};

const es_names_category_cafes_bakeries = /** @type {(inputs: Names_Category_Cafes_BakeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cafés y panaderías`)
};

const fr_names_category_cafes_bakeries = /** @type {(inputs: Names_Category_Cafes_BakeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cafés et boulangeries`)
};

/**
* | output |
* | --- |
* | "Cafes & Bakeries" |
*
* @param {Names_Category_Cafes_BakeriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_cafes_bakeries = /** @type {((inputs?: Names_Category_Cafes_BakeriesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Cafes_BakeriesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_cafes_bakeries(inputs)
	if (locale === "fr") return fr_names_category_cafes_bakeries(inputs)
	return en_names_category_cafes_bakeries(inputs)
});