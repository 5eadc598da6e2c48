/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_TourInputs */

const en_tours_tr_tour = /** @type {(inputs: Tours_Tr_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tour`)
};

const es_tours_tr_tour = /** @type {(inputs: Tours_Tr_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El recorrido`)
};

const fr_tours_tr_tour = /** @type {(inputs: Tours_Tr_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La visite`)
};

/**
* | output |
* | --- |
* | "The tour" |
*
* @param {Tours_Tr_TourInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_tour = /** @type {((inputs?: Tours_Tr_TourInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_TourInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_tour(inputs)
	if (locale === "fr") return fr_tours_tr_tour(inputs)
	return en_tours_tr_tour(inputs)
});