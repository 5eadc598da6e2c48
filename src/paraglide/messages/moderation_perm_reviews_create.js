/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Perm_Reviews_CreateInputs */

const en_moderation_perm_reviews_create = /** @type {(inputs: Moderation_Perm_Reviews_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave reviews`)
};

const es_moderation_perm_reviews_create = /** @type {(inputs: Moderation_Perm_Reviews_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar reseñas`)
};

const fr_moderation_perm_reviews_create = /** @type {(inputs: Moderation_Perm_Reviews_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laisser des avis`)
};

/**
* | output |
* | --- |
* | "Leave reviews" |
*
* @param {Moderation_Perm_Reviews_CreateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_perm_reviews_create = /** @type {((inputs?: Moderation_Perm_Reviews_CreateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Perm_Reviews_CreateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_perm_reviews_create(inputs)
	if (locale === "fr") return fr_moderation_perm_reviews_create(inputs)
	return en_moderation_perm_reviews_create(inputs)
});