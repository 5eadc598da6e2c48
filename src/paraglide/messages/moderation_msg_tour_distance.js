/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Tour_DistanceInputs */

const en_moderation_msg_tour_distance = /** @type {(inputs: Moderation_Msg_Tour_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distance must be in kilometres, from 0.1 to 30`)
};

const es_moderation_msg_tour_distance = /** @type {(inputs: Moderation_Msg_Tour_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La distancia debe indicarse en kilómetros, de 0.1 a 30`)
};

const fr_moderation_msg_tour_distance = /** @type {(inputs: Moderation_Msg_Tour_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La longueur doit être indiquée en kilomètres, de 0,1 à 30`)
};

/**
* | output |
* | --- |
* | "Distance must be in kilometres, from 0.1 to 30" |
*
* @param {Moderation_Msg_Tour_DistanceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_tour_distance = /** @type {((inputs?: Moderation_Msg_Tour_DistanceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Tour_DistanceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_tour_distance(inputs)
	if (locale === "fr") return fr_moderation_msg_tour_distance(inputs)
	return en_moderation_msg_tour_distance(inputs)
});