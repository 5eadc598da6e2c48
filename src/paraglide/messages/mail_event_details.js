/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Event_DetailsInputs */

const en_mail_event_details = /** @type {(inputs: Mail_Event_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event details: ${i?.link}`)
};

const es_mail_event_details = /** @type {(inputs: Mail_Event_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Detalles del evento: ${i?.link}`)
};

const fr_mail_event_details = /** @type {(inputs: Mail_Event_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Détails de l’événement : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Event details: {link}" |
*
* @param {Mail_Event_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_event_details = /** @type {((inputs: Mail_Event_DetailsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Event_DetailsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_event_details(inputs)
	if (locale === "fr") return fr_mail_event_details(inputs)
	return en_mail_event_details(inputs)
});