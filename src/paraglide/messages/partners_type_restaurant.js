/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_RestaurantInputs */

const en_partners_type_restaurant = /** @type {(inputs: Partners_Type_RestaurantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurant/Food Service`)
};

const es_partners_type_restaurant = /** @type {(inputs: Partners_Type_RestaurantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurante/servicio de comidas`)
};

const fr_partners_type_restaurant = /** @type {(inputs: Partners_Type_RestaurantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurant/restauration`)
};

/**
* | output |
* | --- |
* | "Restaurant/Food Service" |
*
* @param {Partners_Type_RestaurantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_restaurant = /** @type {((inputs?: Partners_Type_RestaurantInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_RestaurantInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_restaurant(inputs)
	if (locale === "fr") return fr_partners_type_restaurant(inputs)
	return en_partners_type_restaurant(inputs)
});