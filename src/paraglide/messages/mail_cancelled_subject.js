/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Cancelled_SubjectInputs */

const en_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled: ${i?.title}`)
};

const es_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Evento cancelado: ${i?.title}`)
};

const fr_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événement annulé : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Cancelled: {title}" |
*
* @param {Mail_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_subject = /** @type {((inputs: Mail_Cancelled_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_cancelled_subject(inputs)
	if (locale === "fr") return fr_mail_cancelled_subject(inputs)
	return en_mail_cancelled_subject(inputs)
});