/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_PreviousInputs */

const en_businesses_previous = /** @type {(inputs: Businesses_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const es_businesses_previous = /** @type {(inputs: Businesses_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

const fr_businesses_previous = /** @type {(inputs: Businesses_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précédente`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Businesses_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_previous = /** @type {((inputs?: Businesses_PreviousInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_PreviousInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_previous(inputs)
	if (locale === "fr") return fr_businesses_previous(inputs)
	return en_businesses_previous(inputs)
});