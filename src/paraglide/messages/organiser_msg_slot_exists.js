/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Slot_ExistsInputs */

const en_organiser_msg_slot_exists = /** @type {(inputs: Organiser_Msg_Slot_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This service already runs at that time`)
};

const es_organiser_msg_slot_exists = /** @type {(inputs: Organiser_Msg_Slot_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este servicio ya se ofrece a esa hora`)
};

const fr_organiser_msg_slot_exists = /** @type {(inputs: Organiser_Msg_Slot_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette prestation a déjà lieu à cette heure`)
};

/**
* | output |
* | --- |
* | "This service already runs at that time" |
*
* @param {Organiser_Msg_Slot_ExistsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_slot_exists = /** @type {((inputs?: Organiser_Msg_Slot_ExistsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Slot_ExistsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_slot_exists(inputs)
	if (locale === "fr") return fr_organiser_msg_slot_exists(inputs)
	return en_organiser_msg_slot_exists(inputs)
});