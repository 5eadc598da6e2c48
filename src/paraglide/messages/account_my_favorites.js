/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_My_FavoritesInputs */

const en_account_my_favorites = /** @type {(inputs: Account_My_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Favorites`)
};

const es_account_my_favorites = /** @type {(inputs: Account_My_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis favoritos`)
};

const fr_account_my_favorites = /** @type {(inputs: Account_My_FavoritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes favoris`)
};

/**
* | output |
* | --- |
* | "My Favorites" |
*
* @param {Account_My_FavoritesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_my_favorites = /** @type {((inputs?: Account_My_FavoritesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_FavoritesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_my_favorites(inputs)
	if (locale === "fr") return fr_account_my_favorites(inputs)
	return en_account_my_favorites(inputs)
});