/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Card_FavoritesInputs */

const en_dashboard_card_favorites = /** @type {(inputs: Dashboard_Card_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favorite Places`)
};

const es_dashboard_card_favorites = /** @type {(inputs: Dashboard_Card_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares favoritos`)
};

const fr_dashboard_card_favorites = /** @type {(inputs: Dashboard_Card_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieux favoris`)
};

/**
* | output |
* | --- |
* | "Favorite Places" |
*
* @param {Dashboard_Card_FavoritesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_card_favorites = /** @type {((inputs?: Dashboard_Card_FavoritesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Card_FavoritesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_card_favorites(inputs)
	if (locale === "fr") return fr_dashboard_card_favorites(inputs)
	return en_dashboard_card_favorites(inputs)
});