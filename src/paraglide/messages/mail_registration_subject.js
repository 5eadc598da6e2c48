/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Registration_SubjectInputs */

const en_mail_registration_subject = /** @type {(inputs: Mail_Registration_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're registered: ${i?.title}`)
};

const es_mail_registration_subject = /** @type {(inputs: Mail_Registration_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscripción confirmada: ${i?.title}`)
};

const fr_mail_registration_subject = /** @type {(inputs: Mail_Registration_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscription confirmée : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "You're registered: {title}" |
*
* @param {Mail_Registration_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_registration_subject = /** @type {((inputs: Mail_Registration_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Registration_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_registration_subject(inputs)
	if (locale === "fr") return fr_mail_registration_subject(inputs)
	return en_mail_registration_subject(inputs)
});