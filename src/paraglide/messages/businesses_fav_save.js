/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Fav_SaveInputs */

const en_businesses_fav_save = /** @type {(inputs: Businesses_Fav_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save ${i?.name} to favorites`)
};

const es_businesses_fav_save = /** @type {(inputs: Businesses_Fav_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardar ${i?.name} en favoritos`)
};

const fr_businesses_fav_save = /** @type {(inputs: Businesses_Fav_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter ${i?.name} aux favoris`)
};

/**
* | output |
* | --- |
* | "Save {name} to favorites" |
*
* @param {Businesses_Fav_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fav_save = /** @type {((inputs: Businesses_Fav_SaveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fav_SaveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fav_save(inputs)
	if (locale === "fr") return fr_businesses_fav_save(inputs)
	return en_businesses_fav_save(inputs)
});