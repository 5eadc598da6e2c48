/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Slot_DateInputs */

const en_organiser_slot_date = /** @type {(inputs: Organiser_Slot_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const es_organiser_slot_date = /** @type {(inputs: Organiser_Slot_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

const fr_organiser_slot_date = /** @type {(inputs: Organiser_Slot_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Organiser_Slot_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_slot_date = /** @type {((inputs?: Organiser_Slot_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Slot_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_slot_date(inputs)
	if (locale === "fr") return fr_organiser_slot_date(inputs)
	return en_organiser_slot_date(inputs)
});