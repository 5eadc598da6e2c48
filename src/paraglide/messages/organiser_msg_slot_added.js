/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Slot_AddedInputs */

const en_organiser_msg_slot_added = /** @type {(inputs: Organiser_Msg_Slot_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time added.`)
};

const es_organiser_msg_slot_added = /** @type {(inputs: Organiser_Msg_Slot_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario agregado.`)
};

const fr_organiser_msg_slot_added = /** @type {(inputs: Organiser_Msg_Slot_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créneau ajouté.`)
};

/**
* | output |
* | --- |
* | "Time added." |
*
* @param {Organiser_Msg_Slot_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_slot_added = /** @type {((inputs?: Organiser_Msg_Slot_AddedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Slot_AddedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_slot_added(inputs)
	if (locale === "fr") return fr_organiser_msg_slot_added(inputs)
	return en_organiser_msg_slot_added(inputs)
});