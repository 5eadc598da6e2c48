/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Map_NounsInputs */

const en_businesses_map_nouns = /** @type {(inputs: Businesses_Map_NounsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`businesses`)
};

const es_businesses_map_nouns = /** @type {(inputs: Businesses_Map_NounsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`negocios`)
};

const fr_businesses_map_nouns = /** @type {(inputs: Businesses_Map_NounsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`adresses`)
};

/**
* | output |
* | --- |
* | "businesses" |
*
* @param {Businesses_Map_NounsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_map_nouns = /** @type {((inputs?: Businesses_Map_NounsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Map_NounsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_map_nouns(inputs)
	if (locale === "fr") return fr_businesses_map_nouns(inputs)
	return en_businesses_map_nouns(inputs)
});