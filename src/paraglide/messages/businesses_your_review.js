/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Your_ReviewInputs */

const en_businesses_your_review = /** @type {(inputs: Businesses_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review`)
};

const es_businesses_your_review = /** @type {(inputs: Businesses_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu reseña`)
};

const fr_businesses_your_review = /** @type {(inputs: Businesses_Your_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis`)
};

/**
* | output |
* | --- |
* | "Your review" |
*
* @param {Businesses_Your_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_your_review = /** @type {((inputs?: Businesses_Your_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Your_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_your_review(inputs)
	if (locale === "fr") return fr_businesses_your_review(inputs)
	return en_businesses_your_review(inputs)
});