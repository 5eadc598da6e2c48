/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_FullInputs */

const en_businesses_full = /** @type {(inputs: Businesses_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

const es_businesses_full = /** @type {(inputs: Businesses_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completo`)
};

const fr_businesses_full = /** @type {(inputs: Businesses_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complet`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Businesses_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_full = /** @type {((inputs?: Businesses_FullInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_FullInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_full(inputs)
	if (locale === "fr") return fr_businesses_full(inputs)
	return en_businesses_full(inputs)
});