/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Near_TimeoutInputs */

const en_businesses_near_timeout = /** @type {(inputs: Businesses_Near_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding your location took too long. Try again, or pick a community board instead.`)
};

const es_businesses_near_timeout = /** @type {(inputs: Businesses_Near_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontrar tu ubicación tardó demasiado. Vuelve a intentarlo o elige un distrito comunitario.`)
};

const fr_businesses_near_timeout = /** @type {(inputs: Businesses_Near_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche de votre position a pris trop de temps. Réessayez, ou choisissez plutôt un district communautaire.`)
};

/**
* | output |
* | --- |
* | "Finding your location took too long. Try again, or pick a community board instead." |
*
* @param {Businesses_Near_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_near_timeout = /** @type {((inputs?: Businesses_Near_TimeoutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Near_TimeoutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_near_timeout(inputs)
	if (locale === "fr") return fr_businesses_near_timeout(inputs)
	return en_businesses_near_timeout(inputs)
});