/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Mail_PhoneInputs */

const en_mail_phone = /** @type {(inputs: Mail_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Phone: ${i?.phone}`)
};

const es_mail_phone = /** @type {(inputs: Mail_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teléfono: ${i?.phone}`)
};

const fr_mail_phone = /** @type {(inputs: Mail_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Téléphone : ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Phone: {phone}" |
*
* @param {Mail_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_phone = /** @type {((inputs: Mail_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_phone(inputs)
	if (locale === "fr") return fr_mail_phone(inputs)
	return en_mail_phone(inputs)
});