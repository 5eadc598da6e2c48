/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Slot_PastInputs */

const en_organiser_msg_slot_past = /** @type {(inputs: Organiser_Msg_Slot_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The time must be in the future`)
};

const es_organiser_msg_slot_past = /** @type {(inputs: Organiser_Msg_Slot_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El horario debe ser en el futuro`)
};

const fr_organiser_msg_slot_past = /** @type {(inputs: Organiser_Msg_Slot_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le créneau doit être dans le futur`)
};

/**
* | output |
* | --- |
* | "The time must be in the future" |
*
* @param {Organiser_Msg_Slot_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_slot_past = /** @type {((inputs?: Organiser_Msg_Slot_PastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Slot_PastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_slot_past(inputs)
	if (locale === "fr") return fr_organiser_msg_slot_past(inputs)
	return en_organiser_msg_slot_past(inputs)
});