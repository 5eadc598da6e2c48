/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Past_DateInputs */

const en_organiser_msg_past_date = /** @type {(inputs: Organiser_Msg_Past_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event date must be today or later`)
};

const es_organiser_msg_past_date = /** @type {(inputs: Organiser_Msg_Past_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha del evento debe ser hoy o más adelante`)
};

const fr_organiser_msg_past_date = /** @type {(inputs: Organiser_Msg_Past_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de l’événement doit être aujourd’hui ou plus tard`)
};

/**
* | output |
* | --- |
* | "Event date must be today or later" |
*
* @param {Organiser_Msg_Past_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_past_date = /** @type {((inputs?: Organiser_Msg_Past_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Past_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_past_date(inputs)
	if (locale === "fr") return fr_organiser_msg_past_date(inputs)
	return en_organiser_msg_past_date(inputs)
});