/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Hide_MapInputs */

const en_businesses_hide_map = /** @type {(inputs: Businesses_Hide_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide map`)
};

const es_businesses_hide_map = /** @type {(inputs: Businesses_Hide_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar mapa`)
};

const fr_businesses_hide_map = /** @type {(inputs: Businesses_Hide_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer la carte`)
};

/**
* | output |
* | --- |
* | "Hide map" |
*
* @param {Businesses_Hide_MapInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_hide_map = /** @type {((inputs?: Businesses_Hide_MapInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Hide_MapInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_hide_map(inputs)
	if (locale === "fr") return fr_businesses_hide_map(inputs)
	return en_businesses_hide_map(inputs)
});