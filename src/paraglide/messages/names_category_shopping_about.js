/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Shopping_AboutInputs */

const en_names_category_shopping_about = /** @type {(inputs: Names_Category_Shopping_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markets, boutiques, books and records.`)
};

const es_names_category_shopping_about = /** @type {(inputs: Names_Category_Shopping_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercados, tiendas, libros y discos.`)
};

const fr_names_category_shopping_about = /** @type {(inputs: Names_Category_Shopping_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marchés, boutiques, livres et disques.`)
};

/**
* | output |
* | --- |
* | "Markets, boutiques, books and records." |
*
* @param {Names_Category_Shopping_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_shopping_about = /** @type {((inputs?: Names_Category_Shopping_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Shopping_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_shopping_about(inputs)
	if (locale === "fr") return fr_names_category_shopping_about(inputs)
	return en_names_category_shopping_about(inputs)
});