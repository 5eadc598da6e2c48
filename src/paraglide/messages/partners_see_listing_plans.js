/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_See_Listing_PlansInputs */

const en_partners_see_listing_plans = /** @type {(inputs: Partners_See_Listing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See listing plans`)
};

const es_partners_see_listing_plans = /** @type {(inputs: Partners_See_Listing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes de listado`)
};

const fr_partners_see_listing_plans = /** @type {(inputs: Partners_See_Listing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les formules de référencement`)
};

/**
* | output |
* | --- |
* | "See listing plans" |
*
* @param {Partners_See_Listing_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_see_listing_plans = /** @type {((inputs?: Partners_See_Listing_PlansInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_See_Listing_PlansInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_see_listing_plans(inputs)
	if (locale === "fr") return fr_partners_see_listing_plans(inputs)
	return en_partners_see_listing_plans(inputs)
});