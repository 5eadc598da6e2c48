/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_BrowseInputs */

const en_businesses_browse = /** @type {(inputs: Businesses_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Businesses`)
};

const es_businesses_browse = /** @type {(inputs: Businesses_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar negocios`)
};

const fr_businesses_browse = /** @type {(inputs: Businesses_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les adresses`)
};

/**
* | output |
* | --- |
* | "Browse Businesses" |
*
* @param {Businesses_BrowseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_browse = /** @type {((inputs?: Businesses_BrowseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_BrowseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_browse(inputs)
	if (locale === "fr") return fr_businesses_browse(inputs)
	return en_businesses_browse(inputs)
});