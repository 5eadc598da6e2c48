/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Tabs_LabelInputs */

const en_places_tabs_label = /** @type {(inputs: Places_Tabs_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} guide sections`)
};

const es_places_tabs_label = /** @type {(inputs: Places_Tabs_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Secciones de la guía de ${i?.name}`)
};

const fr_places_tabs_label = /** @type {(inputs: Places_Tabs_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rubriques du guide de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name} guide sections" |
*
* @param {Places_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_tabs_label = /** @type {((inputs: Places_Tabs_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Tabs_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_tabs_label(inputs)
	if (locale === "fr") return fr_places_tabs_label(inputs)
	return en_places_tabs_label(inputs)
});