/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Review_OwnInputs */

const en_businesses_review_own = /** @type {(inputs: Businesses_Review_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot review your own business.`)
};

const es_businesses_review_own = /** @type {(inputs: Businesses_Review_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No puedes reseñar tu propio negocio.`)
};

const fr_businesses_review_own = /** @type {(inputs: Businesses_Review_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas donner votre avis sur votre propre établissement.`)
};

/**
* | output |
* | --- |
* | "You cannot review your own business." |
*
* @param {Businesses_Review_OwnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_review_own = /** @type {((inputs?: Businesses_Review_OwnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Review_OwnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_review_own(inputs)
	if (locale === "fr") return fr_businesses_review_own(inputs)
	return en_businesses_review_own(inputs)
});