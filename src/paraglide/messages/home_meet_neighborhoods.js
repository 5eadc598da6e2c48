/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Meet_NeighborhoodsInputs */

const en_home_meet_neighborhoods = /** @type {(inputs: Home_Meet_NeighborhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet the Neighborhoods`)
};

const es_home_meet_neighborhoods = /** @type {(inputs: Home_Meet_NeighborhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conoce los barrios`)
};

const fr_home_meet_neighborhoods = /** @type {(inputs: Home_Meet_NeighborhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir les quartiers`)
};

/**
* | output |
* | --- |
* | "Meet the Neighborhoods" |
*
* @param {Home_Meet_NeighborhoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_meet_neighborhoods = /** @type {((inputs?: Home_Meet_NeighborhoodsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Meet_NeighborhoodsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_meet_neighborhoods(inputs)
	if (locale === "fr") return fr_home_meet_neighborhoods(inputs)
	return en_home_meet_neighborhoods(inputs)
});