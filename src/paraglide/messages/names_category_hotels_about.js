/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Hotels_AboutInputs */

const en_names_category_hotels_about = /** @type {(inputs: Names_Category_Hotels_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boutique hotels, inns and brownstone bed and breakfasts.`)
};

const es_names_category_hotels_about = /** @type {(inputs: Names_Category_Hotels_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoteles boutique, posadas y casas de huéspedes en brownstones.`)
};

const fr_names_category_hotels_about = /** @type {(inputs: Names_Category_Hotels_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hôtels de charme, auberges et chambres d’hôtes dans des brownstones.`)
};

/**
* | output |
* | --- |
* | "Boutique hotels, inns and brownstone bed and breakfasts." |
*
* @param {Names_Category_Hotels_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_hotels_about = /** @type {((inputs?: Names_Category_Hotels_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Hotels_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_hotels_about(inputs)
	if (locale === "fr") return fr_names_category_hotels_about(inputs)
	return en_names_category_hotels_about(inputs)
});