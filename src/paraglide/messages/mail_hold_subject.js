/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Hold_SubjectInputs */

const en_mail_hold_subject = /** @type {(inputs: Mail_Hold_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your held seat was released: ${i?.title}`)
};

const es_mail_hold_subject = /** @type {(inputs: Mail_Hold_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se liberó el lugar que te guardábamos: ${i?.title}`)
};

const fr_mail_hold_subject = /** @type {(inputs: Mail_Hold_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La place qui vous était réservée a été libérée : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Your held seat was released: {title}" |
*
* @param {Mail_Hold_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_hold_subject = /** @type {((inputs: Mail_Hold_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Hold_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_hold_subject(inputs)
	if (locale === "fr") return fr_mail_hold_subject(inputs)
	return en_mail_hold_subject(inputs)
});