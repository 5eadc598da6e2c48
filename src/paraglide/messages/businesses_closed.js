/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_ClosedInputs */

const en_businesses_closed = /** @type {(inputs: Businesses_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

const es_businesses_closed = /** @type {(inputs: Businesses_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrado`)
};

const fr_businesses_closed = /** @type {(inputs: Businesses_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermé`)
};

/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Businesses_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_closed = /** @type {((inputs?: Businesses_ClosedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_ClosedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_closed(inputs)
	if (locale === "fr") return fr_businesses_closed(inputs)
	return en_businesses_closed(inputs)
});