/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_FavoritesInputs */

const en_owner_favorites = /** @type {(inputs: Owner_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favorites`)
};

const es_owner_favorites = /** @type {(inputs: Owner_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favoritos`)
};

const fr_owner_favorites = /** @type {(inputs: Owner_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favoris`)
};

/**
* | output |
* | --- |
* | "Favorites" |
*
* @param {Owner_FavoritesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_favorites = /** @type {((inputs?: Owner_FavoritesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_FavoritesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_favorites(inputs)
	if (locale === "fr") return fr_owner_favorites(inputs)
	return en_owner_favorites(inputs)
});