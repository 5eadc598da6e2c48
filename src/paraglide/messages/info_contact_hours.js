/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_HoursInputs */

const en_info_contact_hours = /** @type {(inputs: Info_Contact_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

const es_info_contact_hours = /** @type {(inputs: Info_Contact_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario`)
};

const fr_info_contact_hours = /** @type {(inputs: Info_Contact_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires`)
};

/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Info_Contact_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_hours = /** @type {((inputs?: Info_Contact_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_hours(inputs)
	if (locale === "fr") return fr_info_contact_hours(inputs)
	return en_info_contact_hours(inputs)
});