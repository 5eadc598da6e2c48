/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Theme_Dining_AboutInputs */

const en_places_theme_dining_about = /** @type {(inputs: Places_Theme_Dining_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kitchens from every corner of Harlem, from soul food to sancocho.`)
};

const es_places_theme_dining_about = /** @type {(inputs: Places_Theme_Dining_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cocinas de todos los rincones de Harlem, del soul food al sancocho.`)
};

const fr_places_theme_dining_about = /** @type {(inputs: Places_Theme_Dining_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des cuisines de tous les coins de Harlem, de la soul food au sancocho.`)
};

/**
* | output |
* | --- |
* | "Kitchens from every corner of Harlem, from soul food to sancocho." |
*
* @param {Places_Theme_Dining_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_theme_dining_about = /** @type {((inputs?: Places_Theme_Dining_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Theme_Dining_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_theme_dining_about(inputs)
	if (locale === "fr") return fr_places_theme_dining_about(inputs)
	return en_places_theme_dining_about(inputs)
});