/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_ClearInputs */

const en_places_prop_clear = /** @type {(inputs: Places_Prop_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear Filters`)
};

const es_places_prop_clear = /** @type {(inputs: Places_Prop_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar filtros`)
};

const fr_places_prop_clear = /** @type {(inputs: Places_Prop_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

/**
* | output |
* | --- |
* | "Clear Filters" |
*
* @param {Places_Prop_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_clear = /** @type {((inputs?: Places_Prop_ClearInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_ClearInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_clear(inputs)
	if (locale === "fr") return fr_places_prop_clear(inputs)
	return en_places_prop_clear(inputs)
});