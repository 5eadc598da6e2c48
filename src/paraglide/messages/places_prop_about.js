/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_AboutInputs */

const en_places_prop_about = /** @type {(inputs: Places_Prop_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About this property`)
};

const es_places_prop_about = /** @type {(inputs: Places_Prop_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre esta propiedad`)
};

const fr_places_prop_about = /** @type {(inputs: Places_Prop_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos de ce bien`)
};

/**
* | output |
* | --- |
* | "About this property" |
*
* @param {Places_Prop_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_about = /** @type {((inputs?: Places_Prop_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_about(inputs)
	if (locale === "fr") return fr_places_prop_about(inputs)
	return en_places_prop_about(inputs)
});