/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Art_Culture_AboutInputs */

const en_names_category_art_culture_about = /** @type {(inputs: Names_Category_Art_Culture_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galleries, dance, theater and murals.`)
};

const es_names_category_art_culture_about = /** @type {(inputs: Names_Category_Art_Culture_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerías, danza, teatro y murales.`)
};

const fr_names_category_art_culture_about = /** @type {(inputs: Names_Category_Art_Culture_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galeries, danse, théâtre et fresques.`)
};

/**
* | output |
* | --- |
* | "Galleries, dance, theater and murals." |
*
* @param {Names_Category_Art_Culture_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_art_culture_about = /** @type {((inputs?: Names_Category_Art_Culture_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Art_Culture_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_art_culture_about(inputs)
	if (locale === "fr") return fr_names_category_art_culture_about(inputs)
	return en_names_category_art_culture_about(inputs)
});