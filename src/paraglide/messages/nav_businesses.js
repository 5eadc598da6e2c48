/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_BusinessesInputs */

const en_nav_businesses = /** @type {(inputs: Nav_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Businesses`)
};

const es_nav_businesses = /** @type {(inputs: Nav_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocios`)
};

const fr_nav_businesses = /** @type {(inputs: Nav_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerces`)
};

/**
* | output |
* | --- |
* | "Businesses" |
*
* @param {Nav_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_businesses = /** @type {((inputs?: Nav_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_businesses(inputs)
	if (locale === "fr") return fr_nav_businesses(inputs)
	return en_nav_businesses(inputs)
});