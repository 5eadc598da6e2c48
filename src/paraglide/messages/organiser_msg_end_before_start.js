/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_End_Before_StartInputs */

const en_organiser_msg_end_before_start = /** @type {(inputs: Organiser_Msg_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end time must be after the start time`)
};

const es_organiser_msg_end_before_start = /** @type {(inputs: Organiser_Msg_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La hora de fin debe ser posterior a la de inicio`)
};

const fr_organiser_msg_end_before_start = /** @type {(inputs: Organiser_Msg_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’heure de fin doit être après l’heure de début`)
};

/**
* | output |
* | --- |
* | "The end time must be after the start time" |
*
* @param {Organiser_Msg_End_Before_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_end_before_start = /** @type {((inputs?: Organiser_Msg_End_Before_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_End_Before_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_end_before_start(inputs)
	if (locale === "fr") return fr_organiser_msg_end_before_start(inputs)
	return en_organiser_msg_end_before_start(inputs)
});