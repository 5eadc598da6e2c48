/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_PointsInputs */

const en_tours_points = /** @type {(inputs: Tours_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

const es_tours_points = /** @type {(inputs: Tours_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

const fr_tours_points = /** @type {(inputs: Tours_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étapes`)
};

/**
* | output |
* | --- |
* | "Points" |
*
* @param {Tours_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_points = /** @type {((inputs?: Tours_PointsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_PointsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_points(inputs)
	if (locale === "fr") return fr_tours_points(inputs)
	return en_tours_points(inputs)
});