/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Tours_Tr_PointInputs */

const en_tours_tr_point = /** @type {(inputs: Tours_Tr_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Point ${i?.number}`)
};

const es_tours_tr_point = /** @type {(inputs: Tours_Tr_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Punto ${i?.number}`)
};

const fr_tours_tr_point = /** @type {(inputs: Tours_Tr_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Étape ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Point {number}" |
*
* @param {Tours_Tr_PointInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_point = /** @type {((inputs: Tours_Tr_PointInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_PointInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_point(inputs)
	if (locale === "fr") return fr_tours_tr_point(inputs)
	return en_tours_tr_point(inputs)
});