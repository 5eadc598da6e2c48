/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Access_NoInputs */

const en_businesses_access_no = /** @type {(inputs: Businesses_Access_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No: `)
};

const es_businesses_access_no = /** @type {(inputs: Businesses_Access_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atención: `)
};

const fr_businesses_access_no = /** @type {(inputs: Businesses_Access_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attention : `)
};

/**
* | output |
* | --- |
* | "No:" |
*
* @param {Businesses_Access_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_access_no = /** @type {((inputs?: Businesses_Access_NoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Access_NoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_access_no(inputs)
	if (locale === "fr") return fr_businesses_access_no(inputs)
	return en_businesses_access_no(inputs)
});