/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Explore_HarlemInputs */

const en_nav_explore_harlem = /** @type {(inputs: Nav_Explore_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Harlem`)
};

const es_nav_explore_harlem = /** @type {(inputs: Nav_Explore_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora Harlem`)
};

const fr_nav_explore_harlem = /** @type {(inputs: Nav_Explore_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer Harlem`)
};

/**
* | output |
* | --- |
* | "Explore Harlem" |
*
* @param {Nav_Explore_HarlemInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_explore_harlem = /** @type {((inputs?: Nav_Explore_HarlemInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Explore_HarlemInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_explore_harlem(inputs)
	if (locale === "fr") return fr_nav_explore_harlem(inputs)
	return en_nav_explore_harlem(inputs)
});