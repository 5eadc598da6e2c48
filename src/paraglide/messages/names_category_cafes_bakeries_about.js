/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Cafes_Bakeries_AboutInputs */

const en_names_category_cafes_bakeries_about = /** @type {(inputs: Names_Category_Cafes_Bakeries_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee, pastries and ice cream.`)
};

const es_names_category_cafes_bakeries_about = /** @type {(inputs: Names_Category_Cafes_Bakeries_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Café, repostería y helados.`)
};

const fr_names_category_cafes_bakeries_about = /** @type {(inputs: Names_Category_Cafes_Bakeries_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Café, pâtisseries et glaces.`)
};

/**
* | output |
* | --- |
* | "Coffee, pastries and ice cream." |
*
* @param {Names_Category_Cafes_Bakeries_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_cafes_bakeries_about = /** @type {((inputs?: Names_Category_Cafes_Bakeries_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Cafes_Bakeries_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_cafes_bakeries_about(inputs)
	if (locale === "fr") return fr_names_category_cafes_bakeries_about(inputs)
	return en_names_category_cafes_bakeries_about(inputs)
});