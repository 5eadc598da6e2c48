/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Slot_DateInputs */

const en_organiser_msg_slot_date = /** @type {(inputs: Organiser_Msg_Slot_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a date`)
};

const es_organiser_msg_slot_date = /** @type {(inputs: Organiser_Msg_Slot_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una fecha`)
};

const fr_organiser_msg_slot_date = /** @type {(inputs: Organiser_Msg_Slot_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une date`)
};

/**
* | output |
* | --- |
* | "Please choose a date" |
*
* @param {Organiser_Msg_Slot_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_slot_date = /** @type {((inputs?: Organiser_Msg_Slot_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Slot_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_slot_date(inputs)
	if (locale === "fr") return fr_organiser_msg_slot_date(inputs)
	return en_organiser_msg_slot_date(inputs)
});