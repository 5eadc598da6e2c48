/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Places_Prop_Showing_FirstInputs */

const en_places_prop_showing_first = /** @type {(inputs: Places_Prop_Showing_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; showing the first ${i?.count}`)
};

const es_places_prop_showing_first = /** @type {(inputs: Places_Prop_Showing_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; se muestran las primeras ${i?.count}`)
};

const fr_places_prop_showing_first = /** @type {(inputs: Places_Prop_Showing_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` ; affichage des ${i?.count} premiers`)
};

/**
* | output |
* | --- |
* | "; showing the first {count}" |
*
* @param {Places_Prop_Showing_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_showing_first = /** @type {((inputs: Places_Prop_Showing_FirstInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Showing_FirstInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_showing_first(inputs)
	if (locale === "fr") return fr_places_prop_showing_first(inputs)
	return en_places_prop_showing_first(inputs)
});