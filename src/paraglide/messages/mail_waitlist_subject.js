/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, deadline: NonNullable<unknown> }} Mail_Waitlist_SubjectInputs */

const en_mail_waitlist_subject = /** @type {(inputs: Mail_Waitlist_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A seat is yours at ${i?.title}: confirm by ${i?.deadline}`)
};

const es_mail_waitlist_subject = /** @type {(inputs: Mail_Waitlist_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hay un lugar para ti en ${i?.title}: confírmalo antes del ${i?.deadline}`)
};

const fr_mail_waitlist_subject = /** @type {(inputs: Mail_Waitlist_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une place vous attend pour ${i?.title} : confirmez avant le ${i?.deadline}`)
};

/**
* | output |
* | --- |
* | "A seat is yours at {title}: confirm by {deadline}" |
*
* @param {Mail_Waitlist_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_waitlist_subject = /** @type {((inputs: Mail_Waitlist_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Waitlist_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_waitlist_subject(inputs)
	if (locale === "fr") return fr_mail_waitlist_subject(inputs)
	return en_mail_waitlist_subject(inputs)
});