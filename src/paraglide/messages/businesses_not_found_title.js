/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Not_Found_TitleInputs */

const en_businesses_not_found_title = /** @type {(inputs: Businesses_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Not Found`)
};

const es_businesses_not_found_title = /** @type {(inputs: Businesses_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocio no encontrado`)
};

const fr_businesses_not_found_title = /** @type {(inputs: Businesses_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse introuvable`)
};

/**
* | output |
* | --- |
* | "Business Not Found" |
*
* @param {Businesses_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_not_found_title = /** @type {((inputs?: Businesses_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Not_Found_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_not_found_title(inputs)
	if (locale === "fr") return fr_businesses_not_found_title(inputs)
	return en_businesses_not_found_title(inputs)
});