/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Your_RegistrationsInputs */

const en_mail_your_registrations = /** @type {(inputs: Mail_Your_RegistrationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your registrations: ${i?.link}`)
};

const es_mail_your_registrations = /** @type {(inputs: Mail_Your_RegistrationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus inscripciones: ${i?.link}`)
};

const fr_mail_your_registrations = /** @type {(inputs: Mail_Your_RegistrationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos inscriptions : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Your registrations: {link}" |
*
* @param {Mail_Your_RegistrationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_your_registrations = /** @type {((inputs: Mail_Your_RegistrationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Your_RegistrationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_your_registrations(inputs)
	if (locale === "fr") return fr_mail_your_registrations(inputs)
	return en_mail_your_registrations(inputs)
});