/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Not_Found_TitleInputs */

const en_places_prop_not_found_title = /** @type {(inputs: Places_Prop_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Property Not Found`)
};

const es_places_prop_not_found_title = /** @type {(inputs: Places_Prop_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propiedad no encontrada`)
};

const fr_places_prop_not_found_title = /** @type {(inputs: Places_Prop_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bien introuvable`)
};

/**
* | output |
* | --- |
* | "Property Not Found" |
*
* @param {Places_Prop_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_not_found_title = /** @type {((inputs?: Places_Prop_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Not_Found_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_not_found_title(inputs)
	if (locale === "fr") return fr_places_prop_not_found_title(inputs)
	return en_places_prop_not_found_title(inputs)
});