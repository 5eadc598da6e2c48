/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Publish_ReviewInputs */

const en_businesses_publish_review = /** @type {(inputs: Businesses_Publish_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish review`)
};

const es_businesses_publish_review = /** @type {(inputs: Businesses_Publish_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar reseña`)
};

const fr_businesses_publish_review = /** @type {(inputs: Businesses_Publish_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier l’avis`)
};

/**
* | output |
* | --- |
* | "Publish review" |
*
* @param {Businesses_Publish_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_publish_review = /** @type {((inputs?: Businesses_Publish_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Publish_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_publish_review(inputs)
	if (locale === "fr") return fr_businesses_publish_review(inputs)
	return en_businesses_publish_review(inputs)
});