/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Required_BeforeInputs */

const en_places_prop_required_before = /** @type {(inputs: Places_Prop_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked`)
};

const es_places_prop_required_before = /** @type {(inputs: Places_Prop_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los campos marcados con`)
};

const fr_places_prop_required_before = /** @type {(inputs: Places_Prop_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués d’un`)
};

/**
* | output |
* | --- |
* | "Fields marked" |
*
* @param {Places_Prop_Required_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_required_before = /** @type {((inputs?: Places_Prop_Required_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Required_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_required_before(inputs)
	if (locale === "fr") return fr_places_prop_required_before(inputs)
	return en_places_prop_required_before(inputs)
});