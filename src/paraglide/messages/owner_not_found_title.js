/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Not_Found_TitleInputs */

const en_owner_not_found_title = /** @type {(inputs: Owner_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Not Found`)
};

const es_owner_not_found_title = /** @type {(inputs: Owner_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocio no encontrado`)
};

const fr_owner_not_found_title = /** @type {(inputs: Owner_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Établissement introuvable`)
};

/**
* | output |
* | --- |
* | "Business Not Found" |
*
* @param {Owner_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_not_found_title = /** @type {((inputs?: Owner_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Not_Found_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_not_found_title(inputs)
	if (locale === "fr") return fr_owner_not_found_title(inputs)
	return en_owner_not_found_title(inputs)
});