/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Moderation_To_Points_OfInputs */

const en_moderation_to_points_of = /** @type {(inputs: Moderation_To_Points_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Points of ${i?.title}`)
};

const es_moderation_to_points_of = /** @type {(inputs: Moderation_To_Points_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos de ${i?.title}`)
};

const fr_moderation_to_points_of = /** @type {(inputs: Moderation_To_Points_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Étapes de ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Points of {title}" |
*
* @param {Moderation_To_Points_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_points_of = /** @type {((inputs: Moderation_To_Points_OfInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_Points_OfInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_points_of(inputs)
	if (locale === "fr") return fr_moderation_to_points_of(inputs)
	return en_moderation_to_points_of(inputs)
});