/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Tours_AboutInputs */

const en_names_category_tours_about = /** @type {(inputs: Names_Category_Tours_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guided walks, food tours and river trips.`)
};

const es_names_category_tours_about = /** @type {(inputs: Names_Category_Tours_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paseos guiados, rutas gastronómicas y paseos por el río.`)
};

const fr_names_category_tours_about = /** @type {(inputs: Names_Category_Tours_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balades guidées, visites gourmandes et sorties sur le fleuve.`)
};

/**
* | output |
* | --- |
* | "Guided walks, food tours and river trips." |
*
* @param {Names_Category_Tours_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_tours_about = /** @type {((inputs?: Names_Category_Tours_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Tours_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_tours_about(inputs)
	if (locale === "fr") return fr_names_category_tours_about(inputs)
	return en_names_category_tours_about(inputs)
});