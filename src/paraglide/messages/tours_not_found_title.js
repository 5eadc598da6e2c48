/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Not_Found_TitleInputs */

const en_tours_not_found_title = /** @type {(inputs: Tours_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour Not Found`)
};

const es_tours_not_found_title = /** @type {(inputs: Tours_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorrido no encontrado`)
};

const fr_tours_not_found_title = /** @type {(inputs: Tours_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite introuvable`)
};

/**
* | output |
* | --- |
* | "Tour Not Found" |
*
* @param {Tours_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_not_found_title = /** @type {((inputs?: Tours_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Not_Found_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_not_found_title(inputs)
	if (locale === "fr") return fr_tours_not_found_title(inputs)
	return en_tours_not_found_title(inputs)
});