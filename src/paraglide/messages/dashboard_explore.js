/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_ExploreInputs */

const en_dashboard_explore = /** @type {(inputs: Dashboard_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Harlem`)
};

const es_dashboard_explore = /** @type {(inputs: Dashboard_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora Harlem`)
};

const fr_dashboard_explore = /** @type {(inputs: Dashboard_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer Harlem`)
};

/**
* | output |
* | --- |
* | "Explore Harlem" |
*
* @param {Dashboard_ExploreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_explore = /** @type {((inputs?: Dashboard_ExploreInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_ExploreInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_explore(inputs)
	if (locale === "fr") return fr_dashboard_explore(inputs)
	return en_dashboard_explore(inputs)
});