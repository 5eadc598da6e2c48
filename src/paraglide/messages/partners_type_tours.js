/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_ToursInputs */

const en_partners_type_tours = /** @type {(inputs: Partners_Type_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tours & Experiences`)
};

const es_partners_type_tours = /** @type {(inputs: Partners_Type_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos y experiencias`)
};

const fr_partners_type_tours = /** @type {(inputs: Partners_Type_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites et expériences`)
};

/**
* | output |
* | --- |
* | "Tours & Experiences" |
*
* @param {Partners_Type_ToursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_tours = /** @type {((inputs?: Partners_Type_ToursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_ToursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_tours(inputs)
	if (locale === "fr") return fr_partners_type_tours(inputs)
	return en_partners_type_tours(inputs)
});