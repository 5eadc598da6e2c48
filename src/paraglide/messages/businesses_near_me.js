/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Near_MeInputs */

const en_businesses_near_me = /** @type {(inputs: Businesses_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Near me`)
};

const es_businesses_near_me = /** @type {(inputs: Businesses_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca de mí`)
};

const fr_businesses_near_me = /** @type {(inputs: Businesses_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autour de moi`)
};

/**
* | output |
* | --- |
* | "Near me" |
*
* @param {Businesses_Near_MeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_near_me = /** @type {((inputs?: Businesses_Near_MeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Near_MeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_near_me(inputs)
	if (locale === "fr") return fr_businesses_near_me(inputs)
	return en_businesses_near_me(inputs)
});