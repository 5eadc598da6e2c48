/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_NextInputs */

const en_businesses_next = /** @type {(inputs: Businesses_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const es_businesses_next = /** @type {(inputs: Businesses_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

const fr_businesses_next = /** @type {(inputs: Businesses_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivante`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Businesses_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_next = /** @type {((inputs?: Businesses_NextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_NextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_next(inputs)
	if (locale === "fr") return fr_businesses_next(inputs)
	return en_businesses_next(inputs)
});