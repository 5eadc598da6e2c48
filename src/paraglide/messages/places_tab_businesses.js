/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Tab_BusinessesInputs */

const en_places_tab_businesses = /** @type {(inputs: Places_Tab_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local Businesses`)
};

const es_places_tab_businesses = /** @type {(inputs: Places_Tab_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocios locales`)
};

const fr_places_tab_businesses = /** @type {(inputs: Places_Tab_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerces locaux`)
};

/**
* | output |
* | --- |
* | "Local Businesses" |
*
* @param {Places_Tab_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_tab_businesses = /** @type {((inputs?: Places_Tab_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Tab_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_tab_businesses(inputs)
	if (locale === "fr") return fr_places_tab_businesses(inputs)
	return en_places_tab_businesses(inputs)
});