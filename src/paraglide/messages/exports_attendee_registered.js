/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Attendee_RegisteredInputs */

const en_exports_attendee_registered = /** @type {(inputs: Exports_Attendee_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registered (New York time)`)
};

const es_exports_attendee_registered = /** @type {(inputs: Exports_Attendee_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripción (hora de Nueva York)`)
};

const fr_exports_attendee_registered = /** @type {(inputs: Exports_Attendee_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription (heure de New York)`)
};

/**
* | output |
* | --- |
* | "Registered (New York time)" |
*
* @param {Exports_Attendee_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_attendee_registered = /** @type {((inputs?: Exports_Attendee_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Attendee_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_attendee_registered(inputs)
	if (locale === "fr") return fr_exports_attendee_registered(inputs)
	return en_exports_attendee_registered(inputs)
});