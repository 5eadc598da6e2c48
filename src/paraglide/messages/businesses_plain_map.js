/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Plain_MapInputs */

const en_businesses_plain_map = /** @type {(inputs: Businesses_Plain_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No street map here: pins show where places are, relative to each other.`)
};

const es_businesses_plain_map = /** @type {(inputs: Businesses_Plain_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no hay mapa de calles: los marcadores muestran dónde están los lugares, unos respecto de otros.`)
};

const fr_businesses_plain_map = /** @type {(inputs: Businesses_Plain_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de plan des rues ici : les repères montrent où se trouvent les lieux les uns par rapport aux autres.`)
};

/**
* | output |
* | --- |
* | "No street map here: pins show where places are, relative to each other." |
*
* @param {Businesses_Plain_MapInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_plain_map = /** @type {((inputs?: Businesses_Plain_MapInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Plain_MapInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_plain_map(inputs)
	if (locale === "fr") return fr_businesses_plain_map(inputs)
	return en_businesses_plain_map(inputs)
});