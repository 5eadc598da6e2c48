/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fav_Add_EndInputs */

const en_businesses_fav_add_end = /** @type {(inputs: Businesses_Fav_Add_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` to Favorites`)
};

const es_businesses_fav_add_end = /** @type {(inputs: Businesses_Fav_Add_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` a favoritos`)
};

const fr_businesses_fav_add_end = /** @type {(inputs: Businesses_Fav_Add_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` aux favoris`)
};

/**
* | output |
* | --- |
* | "to Favorites" |
*
* @param {Businesses_Fav_Add_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fav_add_end = /** @type {((inputs?: Businesses_Fav_Add_EndInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fav_Add_EndInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fav_add_end(inputs)
	if (locale === "fr") return fr_businesses_fav_add_end(inputs)
	return en_businesses_fav_add_end(inputs)
});