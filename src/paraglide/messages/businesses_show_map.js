/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Show_MapInputs */

const en_businesses_show_map = /** @type {(inputs: Businesses_Show_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show map`)
};

const es_businesses_show_map = /** @type {(inputs: Businesses_Show_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver mapa`)
};

const fr_businesses_show_map = /** @type {(inputs: Businesses_Show_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher la carte`)
};

/**
* | output |
* | --- |
* | "Show map" |
*
* @param {Businesses_Show_MapInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_show_map = /** @type {((inputs?: Businesses_Show_MapInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Show_MapInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_show_map(inputs)
	if (locale === "fr") return fr_businesses_show_map(inputs)
	return en_businesses_show_map(inputs)
});