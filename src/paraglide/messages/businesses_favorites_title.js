/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Favorites_TitleInputs */

const en_businesses_favorites_title = /** @type {(inputs: Businesses_Favorites_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Favorites`)
};

const es_businesses_favorites_title = /** @type {(inputs: Businesses_Favorites_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis favoritos`)
};

const fr_businesses_favorites_title = /** @type {(inputs: Businesses_Favorites_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes favoris`)
};

/**
* | output |
* | --- |
* | "My Favorites" |
*
* @param {Businesses_Favorites_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_favorites_title = /** @type {((inputs?: Businesses_Favorites_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Favorites_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_favorites_title(inputs)
	if (locale === "fr") return fr_businesses_favorites_title(inputs)
	return en_businesses_favorites_title(inputs)
});