/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Empty_DiningInputs */

const en_places_empty_dining = /** @type {(inputs: Places_Empty_DiningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No restaurants or food spots are listed in ${i?.name} yet.`)
};

const es_places_empty_dining = /** @type {(inputs: Places_Empty_DiningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todavía no hay restaurantes ni lugares para comer en ${i?.name}.`)
};

const fr_places_empty_dining = /** @type {(inputs: Places_Empty_DiningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun restaurant ni lieu où manger n’est encore référencé à ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "No restaurants or food spots are listed in {name} yet." |
*
* @param {Places_Empty_DiningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_empty_dining = /** @type {((inputs: Places_Empty_DiningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Empty_DiningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_empty_dining(inputs)
	if (locale === "fr") return fr_places_empty_dining(inputs)
	return en_places_empty_dining(inputs)
});