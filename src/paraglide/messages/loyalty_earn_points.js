/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Loyalty_Earn_PointsInputs */

const en_loyalty_earn_points = /** @type {(inputs: Loyalty_Earn_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} points`)
};

const es_loyalty_earn_points = /** @type {(inputs: Loyalty_Earn_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} puntos`)
};

const fr_loyalty_earn_points = /** @type {(inputs: Loyalty_Earn_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} points gagnés`)
};

/**
* | output |
* | --- |
* | "{points} points" |
*
* @param {Loyalty_Earn_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_earn_points = /** @type {((inputs: Loyalty_Earn_PointsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Earn_PointsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_earn_points(inputs)
	if (locale === "fr") return fr_loyalty_earn_points(inputs)
	return en_loyalty_earn_points(inputs)
});