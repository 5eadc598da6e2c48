/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Slot_TimeInputs */

const en_organiser_msg_slot_time = /** @type {(inputs: Organiser_Msg_Slot_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a time like 18:30`)
};

const es_organiser_msg_slot_time = /** @type {(inputs: Organiser_Msg_Slot_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una hora como 18:30`)
};

const fr_organiser_msg_slot_time = /** @type {(inputs: Organiser_Msg_Slot_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une heure comme 18:30`)
};

/**
* | output |
* | --- |
* | "Please choose a time like 18:30" |
*
* @param {Organiser_Msg_Slot_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_slot_time = /** @type {((inputs?: Organiser_Msg_Slot_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Slot_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_slot_time(inputs)
	if (locale === "fr") return fr_organiser_msg_slot_time(inputs)
	return en_organiser_msg_slot_time(inputs)
});