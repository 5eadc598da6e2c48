/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Near_UnsupportedInputs */

const en_businesses_near_unsupported = /** @type {(inputs: Businesses_Near_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser cannot share its location; pick a community board instead.`)
};

const es_businesses_near_unsupported = /** @type {(inputs: Businesses_Near_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no puede compartir su ubicación; elige un distrito comunitario.`)
};

const fr_businesses_near_unsupported = /** @type {(inputs: Businesses_Near_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce navigateur ne peut pas partager sa position ; choisissez plutôt un district communautaire.`)
};

/**
* | output |
* | --- |
* | "This browser cannot share its location; pick a community board instead." |
*
* @param {Businesses_Near_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_near_unsupported = /** @type {((inputs?: Businesses_Near_UnsupportedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Near_UnsupportedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_near_unsupported(inputs)
	if (locale === "fr") return fr_businesses_near_unsupported(inputs)
	return en_businesses_near_unsupported(inputs)
});