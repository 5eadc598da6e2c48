/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_DurationInputs */

const en_moderation_to_f_duration = /** @type {(inputs: Moderation_To_F_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration (minutes)`)
};

const es_moderation_to_f_duration = /** @type {(inputs: Moderation_To_F_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración (minutos)`)
};

const fr_moderation_to_f_duration = /** @type {(inputs: Moderation_To_F_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée (minutes)`)
};

/**
* | output |
* | --- |
* | "Duration (minutes)" |
*
* @param {Moderation_To_F_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_duration = /** @type {((inputs?: Moderation_To_F_DurationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_DurationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_duration(inputs)
	if (locale === "fr") return fr_moderation_to_f_duration(inputs)
	return en_moderation_to_f_duration(inputs)
});