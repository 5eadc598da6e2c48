/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Tours_Listen_PointInputs */

const en_tours_listen_point = /** @type {(inputs: Tours_Listen_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`point ${i?.number}`)
};

const es_tours_listen_point = /** @type {(inputs: Tours_Listen_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el punto ${i?.number}`)
};

const fr_tours_listen_point = /** @type {(inputs: Tours_Listen_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`l’étape ${i?.number}`)
};

/**
* | output |
* | --- |
* | "point {number}" |
*
* @param {Tours_Listen_PointInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_listen_point = /** @type {((inputs: Tours_Listen_PointInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Listen_PointInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_listen_point(inputs)
	if (locale === "fr") return fr_tours_listen_point(inputs)
	return en_tours_listen_point(inputs)
});