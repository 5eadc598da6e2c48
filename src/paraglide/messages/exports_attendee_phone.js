/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Attendee_PhoneInputs */

const en_exports_attendee_phone = /** @type {(inputs: Exports_Attendee_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const es_exports_attendee_phone = /** @type {(inputs: Exports_Attendee_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

const fr_exports_attendee_phone = /** @type {(inputs: Exports_Attendee_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Exports_Attendee_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_attendee_phone = /** @type {((inputs?: Exports_Attendee_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Attendee_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_attendee_phone(inputs)
	if (locale === "fr") return fr_exports_attendee_phone(inputs)
	return en_exports_attendee_phone(inputs)
});