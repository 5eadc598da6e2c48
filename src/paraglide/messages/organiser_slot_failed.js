/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Slot_FailedInputs */

const en_organiser_slot_failed = /** @type {(inputs: Organiser_Slot_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add the time.`)
};

const es_organiser_slot_failed = /** @type {(inputs: Organiser_Slot_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo agregar el horario.`)
};

const fr_organiser_slot_failed = /** @type {(inputs: Organiser_Slot_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’ajouter le créneau.`)
};

/**
* | output |
* | --- |
* | "Failed to add the time." |
*
* @param {Organiser_Slot_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_slot_failed = /** @type {((inputs?: Organiser_Slot_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Slot_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_slot_failed(inputs)
	if (locale === "fr") return fr_organiser_slot_failed(inputs)
	return en_organiser_slot_failed(inputs)
});