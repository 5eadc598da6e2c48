/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Emergency_ContactInputs */

const en_events_emergency_contact = /** @type {(inputs: Events_Emergency_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency contact`)
};

const es_events_emergency_contact = /** @type {(inputs: Events_Emergency_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto de emergencia`)
};

const fr_events_emergency_contact = /** @type {(inputs: Events_Emergency_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact d’urgence`)
};

/**
* | output |
* | --- |
* | "Emergency contact" |
*
* @param {Events_Emergency_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_emergency_contact = /** @type {((inputs?: Events_Emergency_ContactInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Emergency_ContactInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_emergency_contact(inputs)
	if (locale === "fr") return fr_events_emergency_contact(inputs)
	return en_events_emergency_contact(inputs)
});