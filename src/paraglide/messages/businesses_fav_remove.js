/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Fav_RemoveInputs */

const en_businesses_fav_remove = /** @type {(inputs: Businesses_Fav_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name} from favorites`)
};

const es_businesses_fav_remove = /** @type {(inputs: Businesses_Fav_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.name} de favoritos`)
};

const fr_businesses_fav_remove = /** @type {(inputs: Businesses_Fav_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name} des favoris`)
};

/**
* | output |
* | --- |
* | "Remove {name} from favorites" |
*
* @param {Businesses_Fav_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_fav_remove = /** @type {((inputs: Businesses_Fav_RemoveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Fav_RemoveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_fav_remove(inputs)
	if (locale === "fr") return fr_businesses_fav_remove(inputs)
	return en_businesses_fav_remove(inputs)
});