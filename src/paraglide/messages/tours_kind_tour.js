/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Kind_TourInputs */

const en_tours_kind_tour = /** @type {(inputs: Tours_Kind_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walking tour`)
};

const es_tours_kind_tour = /** @type {(inputs: Tours_Kind_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorrido a pie`)
};

const fr_tours_kind_tour = /** @type {(inputs: Tours_Kind_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite à pied`)
};

/**
* | output |
* | --- |
* | "Walking tour" |
*
* @param {Tours_Kind_TourInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_kind_tour = /** @type {((inputs?: Tours_Kind_TourInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Kind_TourInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_kind_tour(inputs)
	if (locale === "fr") return fr_tours_kind_tour(inputs)
	return en_tours_kind_tour(inputs)
});