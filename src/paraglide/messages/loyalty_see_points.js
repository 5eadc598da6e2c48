/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_See_PointsInputs */

const en_loyalty_see_points = /** @type {(inputs: Loyalty_See_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your points`)
};

const es_loyalty_see_points = /** @type {(inputs: Loyalty_See_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tus puntos`)
};

const fr_loyalty_see_points = /** @type {(inputs: Loyalty_See_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir vos points`)
};

/**
* | output |
* | --- |
* | "See your points" |
*
* @param {Loyalty_See_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_see_points = /** @type {((inputs?: Loyalty_See_PointsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_See_PointsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_see_points(inputs)
	if (locale === "fr") return fr_loyalty_see_points(inputs)
	return en_loyalty_see_points(inputs)
});