/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_DiscoverInputs */

const en_dashboard_discover = /** @type {(inputs: Dashboard_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discover`)
};

const es_dashboard_discover = /** @type {(inputs: Dashboard_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubrir`)
};

const fr_dashboard_discover = /** @type {(inputs: Dashboard_DiscoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir`)
};

/**
* | output |
* | --- |
* | "Discover" |
*
* @param {Dashboard_DiscoverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_discover = /** @type {((inputs?: Dashboard_DiscoverInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_DiscoverInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_discover(inputs)
	if (locale === "fr") return fr_dashboard_discover(inputs)
	return en_dashboard_discover(inputs)
});