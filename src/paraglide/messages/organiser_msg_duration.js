/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_DurationInputs */

const en_organiser_msg_duration = /** @type {(inputs: Organiser_Msg_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration must be between 5 minutes and 12 hours`)
};

const es_organiser_msg_duration = /** @type {(inputs: Organiser_Msg_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La duración debe estar entre 5 minutos y 12 horas`)
};

const fr_organiser_msg_duration = /** @type {(inputs: Organiser_Msg_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La durée doit être comprise entre 5 minutes et 12 heures`)
};

/**
* | output |
* | --- |
* | "Duration must be between 5 minutes and 12 hours" |
*
* @param {Organiser_Msg_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_duration = /** @type {((inputs?: Organiser_Msg_DurationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_DurationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_duration(inputs)
	if (locale === "fr") return fr_organiser_msg_duration(inputs)
	return en_organiser_msg_duration(inputs)
});