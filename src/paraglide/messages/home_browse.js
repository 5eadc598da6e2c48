/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_BrowseInputs */

const en_home_browse = /** @type {(inputs: Home_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse by category`)
};

const es_home_browse = /** @type {(inputs: Home_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar por categoría`)
};

const fr_home_browse = /** @type {(inputs: Home_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir par catégorie`)
};

/**
* | output |
* | --- |
* | "Browse by category" |
*
* @param {Home_BrowseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_browse = /** @type {((inputs?: Home_BrowseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_BrowseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_browse(inputs)
	if (locale === "fr") return fr_home_browse(inputs)
	return en_home_browse(inputs)
});