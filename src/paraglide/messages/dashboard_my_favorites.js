/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_My_FavoritesInputs */

const en_dashboard_my_favorites = /** @type {(inputs: Dashboard_My_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Favorites`)
};

const es_dashboard_my_favorites = /** @type {(inputs: Dashboard_My_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis favoritos`)
};

const fr_dashboard_my_favorites = /** @type {(inputs: Dashboard_My_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes favoris`)
};

/**
* | output |
* | --- |
* | "My Favorites" |
*
* @param {Dashboard_My_FavoritesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_my_favorites = /** @type {((inputs?: Dashboard_My_FavoritesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_My_FavoritesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_my_favorites(inputs)
	if (locale === "fr") return fr_dashboard_my_favorites(inputs)
	return en_dashboard_my_favorites(inputs)
});