/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Attendees_FailedInputs */

const en_organiser_attendees_failed = /** @type {(inputs: Organiser_Attendees_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the attendees.`)
};

const es_organiser_attendees_failed = /** @type {(inputs: Organiser_Attendees_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la lista de asistentes.`)
};

const fr_organiser_attendees_failed = /** @type {(inputs: Organiser_Attendees_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger la liste des participants.`)
};

/**
* | output |
* | --- |
* | "Could not load the attendees." |
*
* @param {Organiser_Attendees_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_attendees_failed = /** @type {((inputs?: Organiser_Attendees_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Attendees_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_attendees_failed(inputs)
	if (locale === "fr") return fr_organiser_attendees_failed(inputs)
	return en_organiser_attendees_failed(inputs)
});