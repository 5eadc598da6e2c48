/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_AnyInputs */

const en_places_prop_any = /** @type {(inputs: Places_Prop_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

const es_places_prop_any = /** @type {(inputs: Places_Prop_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera`)
};

const fr_places_prop_any = /** @type {(inputs: Places_Prop_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indifférent`)
};

/**
* | output |
* | --- |
* | "Any" |
*
* @param {Places_Prop_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_any = /** @type {((inputs?: Places_Prop_AnyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_AnyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_any(inputs)
	if (locale === "fr") return fr_places_prop_any(inputs)
	return en_places_prop_any(inputs)
});