/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_None_HeadingInputs */

const en_places_prop_none_heading = /** @type {(inputs: Places_Prop_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Properties Found`)
};

const es_places_prop_none_heading = /** @type {(inputs: Places_Prop_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron propiedades`)
};

const fr_places_prop_none_heading = /** @type {(inputs: Places_Prop_None_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun bien trouvé`)
};

/**
* | output |
* | --- |
* | "No Properties Found" |
*
* @param {Places_Prop_None_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_none_heading = /** @type {((inputs?: Places_Prop_None_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_None_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_none_heading(inputs)
	if (locale === "fr") return fr_places_prop_none_heading(inputs)
	return en_places_prop_none_heading(inputs)
});