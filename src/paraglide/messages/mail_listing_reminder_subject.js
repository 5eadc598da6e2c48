/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Listing_Reminder_SubjectInputs */

const en_mail_listing_reminder_subject = /** @type {(inputs: Mail_Listing_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your premium listing for ${i?.business} ends on ${i?.date}`)
};

const es_mail_listing_reminder_subject = /** @type {(inputs: Mail_Listing_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu ficha premium de ${i?.business} vence el ${i?.date}`)
};

const fr_mail_listing_reminder_subject = /** @type {(inputs: Mail_Listing_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre fiche Premium pour ${i?.business} prend fin le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Your premium listing for {business} ends on {date}" |
*
* @param {Mail_Listing_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_reminder_subject = /** @type {((inputs: Mail_Listing_Reminder_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Reminder_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_reminder_subject(inputs)
	if (locale === "fr") return fr_mail_listing_reminder_subject(inputs)
	return en_mail_listing_reminder_subject(inputs)
});