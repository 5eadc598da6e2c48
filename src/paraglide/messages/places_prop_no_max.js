/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_No_MaxInputs */

const en_places_prop_no_max = /** @type {(inputs: Places_Prop_No_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No maximum`)
};

const es_places_prop_no_max = /** @type {(inputs: Places_Prop_No_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin máximo`)
};

const fr_places_prop_no_max = /** @type {(inputs: Places_Prop_No_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de maximum`)
};

/**
* | output |
* | --- |
* | "No maximum" |
*
* @param {Places_Prop_No_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_no_max = /** @type {((inputs?: Places_Prop_No_MaxInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_No_MaxInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_no_max(inputs)
	if (locale === "fr") return fr_places_prop_no_max(inputs)
	return en_places_prop_no_max(inputs)
});