/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, business: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Listing_Reminder_BodyInputs */

const en_mail_listing_reminder_body = /** @type {(inputs: Mail_Listing_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} listing of ${i?.business} ends on ${i?.date}. After that the business returns to a basic listing.`)
};

const es_mail_listing_reminder_body = /** @type {(inputs: Mail_Listing_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El plan ${i?.plan} de ${i?.business} vence el ${i?.date}. Después, el negocio volverá a tener una ficha básica.`)
};

const fr_mail_listing_reminder_body = /** @type {(inputs: Mail_Listing_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La formule ${i?.plan} de ${i?.business} prend fin le ${i?.date}. Le commerce reviendra ensuite à une fiche de base.`)
};

/**
* | output |
* | --- |
* | "The {plan} listing of {business} ends on {date}. After that the business returns to a basic listing." |
*
* @param {Mail_Listing_Reminder_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_reminder_body = /** @type {((inputs: Mail_Listing_Reminder_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Reminder_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_reminder_body(inputs)
	if (locale === "fr") return fr_mail_listing_reminder_body(inputs)
	return en_mail_listing_reminder_body(inputs)
});