/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Trip_Popular_See_LabelInputs */

const en_trip_popular_see_label = /** @type {(inputs: Trip_Popular_See_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See the full plan: ${i?.title}`)
};

const es_trip_popular_see_label = /** @type {(inputs: Trip_Popular_See_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver el plan completo: ${i?.title}`)
};

const fr_trip_popular_see_label = /** @type {(inputs: Trip_Popular_See_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir le programme complet : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "See the full plan: {title}" |
*
* @param {Trip_Popular_See_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_popular_see_label = /** @type {((inputs: Trip_Popular_See_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Popular_See_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_popular_see_label(inputs)
	if (locale === "fr") return fr_trip_popular_see_label(inputs)
	return en_trip_popular_see_label(inputs)
});