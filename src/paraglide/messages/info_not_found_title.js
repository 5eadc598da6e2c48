/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Not_Found_TitleInputs */

const en_info_not_found_title = /** @type {(inputs: Info_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page Not Found`)
};

const es_info_not_found_title = /** @type {(inputs: Info_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

const fr_info_not_found_title = /** @type {(inputs: Info_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

/**
* | output |
* | --- |
* | "Page Not Found" |
*
* @param {Info_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_not_found_title = /** @type {((inputs?: Info_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Not_Found_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_not_found_title(inputs)
	if (locale === "fr") return fr_info_not_found_title(inputs)
	return en_info_not_found_title(inputs)
});