/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Not_AllowedInputs */

const en_businesses_not_allowed = /** @type {(inputs: Businesses_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not allowed`)
};

const es_businesses_not_allowed = /** @type {(inputs: Businesses_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No permitido`)
};

const fr_businesses_not_allowed = /** @type {(inputs: Businesses_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non autorisé`)
};

/**
* | output |
* | --- |
* | "Not allowed" |
*
* @param {Businesses_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_not_allowed = /** @type {((inputs?: Businesses_Not_AllowedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Not_AllowedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_not_allowed(inputs)
	if (locale === "fr") return fr_businesses_not_allowed(inputs)
	return en_businesses_not_allowed(inputs)
});