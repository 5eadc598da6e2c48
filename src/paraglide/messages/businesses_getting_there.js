/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Getting_ThereInputs */

const en_businesses_getting_there = /** @type {(inputs: Businesses_Getting_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting there`)
};

const es_businesses_getting_there = /** @type {(inputs: Businesses_Getting_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo llegar`)
};

const fr_businesses_getting_there = /** @type {(inputs: Businesses_Getting_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Y aller`)
};

/**
* | output |
* | --- |
* | "Getting there" |
*
* @param {Businesses_Getting_ThereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_getting_there = /** @type {((inputs?: Businesses_Getting_ThereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Getting_ThereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_getting_there(inputs)
	if (locale === "fr") return fr_businesses_getting_there(inputs)
	return en_businesses_getting_there(inputs)
});