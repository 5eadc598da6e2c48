/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Waitlist_OpenedInputs */

const en_mail_waitlist_opened = /** @type {(inputs: Mail_Waitlist_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A seat opened up at ${i?.title}, and you were first on the waitlist, so the seat is yours.`)
};

const es_mail_waitlist_opened = /** @type {(inputs: Mail_Waitlist_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se liberó un lugar en ${i?.title} y eras la primera persona de la lista de espera, así que el lugar es tuyo.`)
};

const fr_mail_waitlist_opened = /** @type {(inputs: Mail_Waitlist_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une place s’est libérée pour ${i?.title} et vous étiez en tête de la liste d’attente : elle est à vous.`)
};

/**
* | output |
* | --- |
* | "A seat opened up at {title}, and you were first on the waitlist, so the seat is yours." |
*
* @param {Mail_Waitlist_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_waitlist_opened = /** @type {((inputs: Mail_Waitlist_OpenedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Waitlist_OpenedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_waitlist_opened(inputs)
	if (locale === "fr") return fr_mail_waitlist_opened(inputs)
	return en_mail_waitlist_opened(inputs)
});