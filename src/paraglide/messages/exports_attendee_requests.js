/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Attendee_RequestsInputs */

const en_exports_attendee_requests = /** @type {(inputs: Exports_Attendee_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special requests`)
};

const es_exports_attendee_requests = /** @type {(inputs: Exports_Attendee_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peticiones especiales`)
};

const fr_exports_attendee_requests = /** @type {(inputs: Exports_Attendee_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes particulières`)
};

/**
* | output |
* | --- |
* | "Special requests" |
*
* @param {Exports_Attendee_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_attendee_requests = /** @type {((inputs?: Exports_Attendee_RequestsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Attendee_RequestsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_attendee_requests(inputs)
	if (locale === "fr") return fr_exports_attendee_requests(inputs)
	return en_exports_attendee_requests(inputs)
});