/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_No_MinInputs */

const en_places_prop_no_min = /** @type {(inputs: Places_Prop_No_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No minimum`)
};

const es_places_prop_no_min = /** @type {(inputs: Places_Prop_No_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin mínimo`)
};

const fr_places_prop_no_min = /** @type {(inputs: Places_Prop_No_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de minimum`)
};

/**
* | output |
* | --- |
* | "No minimum" |
*
* @param {Places_Prop_No_MinInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_no_min = /** @type {((inputs?: Places_Prop_No_MinInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_No_MinInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_no_min(inputs)
	if (locale === "fr") return fr_places_prop_no_min(inputs)
	return en_places_prop_no_min(inputs)
});