/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Fav_Not_FoundInputs */

const en_notices_fav_not_found = /** @type {(inputs: Notices_Fav_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business not found`)
};

const es_notices_fav_not_found = /** @type {(inputs: Notices_Fav_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró el negocio`)
};

const fr_notices_fav_not_found = /** @type {(inputs: Notices_Fav_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerce introuvable`)
};

/**
* | output |
* | --- |
* | "Business not found" |
*
* @param {Notices_Fav_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_fav_not_found = /** @type {((inputs?: Notices_Fav_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Fav_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_fav_not_found(inputs)
	if (locale === "fr") return fr_notices_fav_not_found(inputs)
	return en_notices_fav_not_found(inputs)
});