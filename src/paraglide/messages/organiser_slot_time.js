/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Slot_TimeInputs */

const en_organiser_slot_time = /** @type {(inputs: Organiser_Slot_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

const es_organiser_slot_time = /** @type {(inputs: Organiser_Slot_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora`)
};

const fr_organiser_slot_time = /** @type {(inputs: Organiser_Slot_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure`)
};

/**
* | output |
* | --- |
* | "Time" |
*
* @param {Organiser_Slot_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_slot_time = /** @type {((inputs?: Organiser_Slot_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Slot_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_slot_time(inputs)
	if (locale === "fr") return fr_organiser_slot_time(inputs)
	return en_organiser_slot_time(inputs)
});