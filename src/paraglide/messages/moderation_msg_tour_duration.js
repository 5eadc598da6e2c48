/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Tour_DurationInputs */

const en_moderation_msg_tour_duration = /** @type {(inputs: Moderation_Msg_Tour_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration must be a whole number of minutes, from 10 to 600`)
};

const es_moderation_msg_tour_duration = /** @type {(inputs: Moderation_Msg_Tour_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La duración debe ser un número entero de minutos, de 10 a 600`)
};

const fr_moderation_msg_tour_duration = /** @type {(inputs: Moderation_Msg_Tour_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La durée doit être un nombre entier de minutes, de 10 à 600`)
};

/**
* | output |
* | --- |
* | "Duration must be a whole number of minutes, from 10 to 600" |
*
* @param {Moderation_Msg_Tour_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_tour_duration = /** @type {((inputs?: Moderation_Msg_Tour_DurationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Tour_DurationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_tour_duration(inputs)
	if (locale === "fr") return fr_moderation_msg_tour_duration(inputs)
	return en_moderation_msg_tour_duration(inputs)
});