/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Fav_Add_StartInputs */

const en_businesses_fav_add_start = /** @type {(inputs: Businesses_Fav_Add_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const es_businesses_fav_add_start = /** @type {(inputs: Businesses_Fav_Add_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir`)
};

const fr_businesses_fav_add_start = /** @type {(inputs: Businesses_Fav_Add_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {Businesses_Fav_Add_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fav_add_start = /** @type {((inputs?: Businesses_Fav_Add_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fav_Add_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fav_add_start(inputs)
	if (locale === "fr") return fr_businesses_fav_add_start(inputs)
	return en_businesses_fav_add_start(inputs)
});