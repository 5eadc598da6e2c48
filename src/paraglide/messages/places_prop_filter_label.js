/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Filter_LabelInputs */

const en_places_prop_filter_label = /** @type {(inputs: Places_Prop_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter properties`)
};

const es_places_prop_filter_label = /** @type {(inputs: Places_Prop_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar propiedades`)
};

const fr_places_prop_filter_label = /** @type {(inputs: Places_Prop_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer les biens`)
};

/**
* | output |
* | --- |
* | "Filter properties" |
*
* @param {Places_Prop_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_filter_label = /** @type {((inputs?: Places_Prop_Filter_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Filter_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_filter_label(inputs)
	if (locale === "fr") return fr_places_prop_filter_label(inputs)
	return en_places_prop_filter_label(inputs)
});