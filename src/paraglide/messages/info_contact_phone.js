/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_PhoneInputs */

const en_info_contact_phone = /** @type {(inputs: Info_Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const es_info_contact_phone = /** @type {(inputs: Info_Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teléfono`)
};

const fr_info_contact_phone = /** @type {(inputs: Info_Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Info_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_phone = /** @type {((inputs?: Info_Contact_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_phone(inputs)
	if (locale === "fr") return fr_info_contact_phone(inputs)
	return en_info_contact_phone(inputs)
});