/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fav_FavoritedInputs */

const en_businesses_fav_favorited = /** @type {(inputs: Businesses_Fav_FavoritedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favorited`)
};

const es_businesses_fav_favorited = /** @type {(inputs: Businesses_Fav_FavoritedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En favoritos`)
};

const fr_businesses_fav_favorited = /** @type {(inputs: Businesses_Fav_FavoritedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans vos favoris`)
};

/**
* | output |
* | --- |
* | "Favorited" |
*
* @param {Businesses_Fav_FavoritedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fav_favorited = /** @type {((inputs?: Businesses_Fav_FavoritedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fav_FavoritedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fav_favorited(inputs)
	if (locale === "fr") return fr_businesses_fav_favorited(inputs)
	return en_businesses_fav_favorited(inputs)
});