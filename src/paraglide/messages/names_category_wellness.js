/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_WellnessInputs */

const en_names_category_wellness = /** @type {(inputs: Names_Category_WellnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Health & Wellness`)
};

const es_names_category_wellness = /** @type {(inputs: Names_Category_WellnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salud y bienestar`)
};

const fr_names_category_wellness = /** @type {(inputs: Names_Category_WellnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Santé et bien-être`)
};

/**
* | output |
* | --- |
* | "Health & Wellness" |
*
* @param {Names_Category_WellnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_wellness = /** @type {((inputs?: Names_Category_WellnessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_WellnessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_wellness(inputs)
	if (locale === "fr") return fr_names_category_wellness(inputs)
	return en_names_category_wellness(inputs)
});