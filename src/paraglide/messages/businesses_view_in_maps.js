/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_View_In_MapsInputs */

const en_businesses_view_in_maps = /** @type {(inputs: Businesses_View_In_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View in Maps`)
};

const es_businesses_view_in_maps = /** @type {(inputs: Businesses_View_In_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver en Mapas`)
};

const fr_businesses_view_in_maps = /** @type {(inputs: Businesses_View_In_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir dans Plans`)
};

/**
* | output |
* | --- |
* | "View in Maps" |
*
* @param {Businesses_View_In_MapsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_view_in_maps = /** @type {((inputs?: Businesses_View_In_MapsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_View_In_MapsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_view_in_maps(inputs)
	if (locale === "fr") return fr_businesses_view_in_maps(inputs)
	return en_businesses_view_in_maps(inputs)
});