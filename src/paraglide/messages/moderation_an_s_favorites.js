/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_S_FavoritesInputs */

const en_moderation_an_s_favorites = /** @type {(inputs: Moderation_An_S_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favorites`)
};

const es_moderation_an_s_favorites = /** @type {(inputs: Moderation_An_S_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favoritos`)
};

const fr_moderation_an_s_favorites = /** @type {(inputs: Moderation_An_S_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favoris`)
};

/**
* | output |
* | --- |
* | "Favorites" |
*
* @param {Moderation_An_S_FavoritesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_s_favorites = /** @type {((inputs?: Moderation_An_S_FavoritesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_S_FavoritesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_s_favorites(inputs)
	if (locale === "fr") return fr_moderation_an_s_favorites(inputs)
	return en_moderation_an_s_favorites(inputs)
});