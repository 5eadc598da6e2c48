/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Col_PointsInputs */

const en_loyalty_col_points = /** @type {(inputs: Loyalty_Col_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

const es_loyalty_col_points = /** @type {(inputs: Loyalty_Col_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

const fr_loyalty_col_points = /** @type {(inputs: Loyalty_Col_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Variation`)
};

/**
* | output |
* | --- |
* | "Points" |
*
* @param {Loyalty_Col_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_col_points = /** @type {((inputs?: Loyalty_Col_PointsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Col_PointsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_col_points(inputs)
	if (locale === "fr") return fr_loyalty_col_points(inputs)
	return en_loyalty_col_points(inputs)
});