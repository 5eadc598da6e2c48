/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Home_Count_In_CategoryInputs */

const en_home_count_in_category = /** @type {(inputs: Home_Count_In_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` in ${i?.category}`)
};

const es_home_count_in_category = /** @type {(inputs: Home_Count_In_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` en ${i?.category}`)
};

const fr_home_count_in_category = /** @type {(inputs: Home_Count_In_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` dans ${i?.category}`)
};

/**
* | output |
* | --- |
* | "in {category}" |
*
* @param {Home_Count_In_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_count_in_category = /** @type {((inputs: Home_Count_In_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Count_In_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_count_in_category(inputs)
	if (locale === "fr") return fr_home_count_in_category(inputs)
	return en_home_count_in_category(inputs)
});