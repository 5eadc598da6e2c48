/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Not_Found_HomeInputs */

const en_info_not_found_home = /** @type {(inputs: Info_Not_Found_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return Home`)
};

const es_info_not_found_home = /** @type {(inputs: Info_Not_Found_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al inicio`)
};

const fr_info_not_found_home = /** @type {(inputs: Info_Not_Found_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’accueil`)
};

/**
* | output |
* | --- |
* | "Return Home" |
*
* @param {Info_Not_Found_HomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_not_found_home = /** @type {((inputs?: Info_Not_Found_HomeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Not_Found_HomeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_not_found_home(inputs)
	if (locale === "fr") return fr_info_not_found_home(inputs)
	return en_info_not_found_home(inputs)
});