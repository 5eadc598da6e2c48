/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Event_ManagementInputs */

const en_organiser_event_management = /** @type {(inputs: Organiser_Event_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Management`)
};

const es_organiser_event_management = /** @type {(inputs: Organiser_Event_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestión de eventos`)
};

const fr_organiser_event_management = /** @type {(inputs: Organiser_Event_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion des événements`)
};

/**
* | output |
* | --- |
* | "Event Management" |
*
* @param {Organiser_Event_ManagementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_event_management = /** @type {((inputs?: Organiser_Event_ManagementInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Event_ManagementInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_event_management(inputs)
	if (locale === "fr") return fr_organiser_event_management(inputs)
	return en_organiser_event_management(inputs)
});