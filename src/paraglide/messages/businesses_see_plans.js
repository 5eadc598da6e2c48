/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_See_PlansInputs */

const en_businesses_see_plans = /** @type {(inputs: Businesses_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See Listing Plans`)
};

const es_businesses_see_plans = /** @type {(inputs: Businesses_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes de publicación`)
};

const fr_businesses_see_plans = /** @type {(inputs: Businesses_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les formules`)
};

/**
* | output |
* | --- |
* | "See Listing Plans" |
*
* @param {Businesses_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_see_plans = /** @type {((inputs?: Businesses_See_PlansInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_See_PlansInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_see_plans(inputs)
	if (locale === "fr") return fr_businesses_see_plans(inputs)
	return en_businesses_see_plans(inputs)
});