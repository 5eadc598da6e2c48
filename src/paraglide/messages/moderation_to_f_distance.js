/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_DistanceInputs */

const en_moderation_to_f_distance = /** @type {(inputs: Moderation_To_F_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distance (km)`)
};

const es_moderation_to_f_distance = /** @type {(inputs: Moderation_To_F_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distancia (km)`)
};

const fr_moderation_to_f_distance = /** @type {(inputs: Moderation_To_F_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longueur (km)`)
};

/**
* | output |
* | --- |
* | "Distance (km)" |
*
* @param {Moderation_To_F_DistanceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_distance = /** @type {((inputs?: Moderation_To_F_DistanceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_DistanceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_distance(inputs)
	if (locale === "fr") return fr_moderation_to_f_distance(inputs)
	return en_moderation_to_f_distance(inputs)
});