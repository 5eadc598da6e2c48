/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_ToursInputs */

const en_names_category_tours = /** @type {(inputs: Names_Category_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tours & Experiences`)
};

const es_names_category_tours = /** @type {(inputs: Names_Category_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tours y experiencias`)
};

const fr_names_category_tours = /** @type {(inputs: Names_Category_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites et expériences`)
};

/**
* | output |
* | --- |
* | "Tours & Experiences" |
*
* @param {Names_Category_ToursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_tours = /** @type {((inputs?: Names_Category_ToursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_ToursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_tours(inputs)
	if (locale === "fr") return fr_names_category_tours(inputs)
	return en_names_category_tours(inputs)
});