/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_NeighborhoodsInputs */

const en_nav_neighborhoods = /** @type {(inputs: Nav_NeighborhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighborhoods`)
};

const es_nav_neighborhoods = /** @type {(inputs: Nav_NeighborhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barrios`)
};

const fr_nav_neighborhoods = /** @type {(inputs: Nav_NeighborhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quartiers`)
};

/**
* | output |
* | --- |
* | "Neighborhoods" |
*
* @param {Nav_NeighborhoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_neighborhoods = /** @type {((inputs?: Nav_NeighborhoodsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_NeighborhoodsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_neighborhoods(inputs)
	if (locale === "fr") return fr_nav_neighborhoods(inputs)
	return en_nav_neighborhoods(inputs)
});