/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Waitlist_ConfirmInputs */

const en_mail_waitlist_confirm = /** @type {(inputs: Mail_Waitlist_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your seat: ${i?.link}`)
};

const es_mail_waitlist_confirm = /** @type {(inputs: Mail_Waitlist_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma tu lugar: ${i?.link}`)
};

const fr_mail_waitlist_confirm = /** @type {(inputs: Mail_Waitlist_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmez votre place : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Confirm your seat: {link}" |
*
* @param {Mail_Waitlist_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_waitlist_confirm = /** @type {((inputs: Mail_Waitlist_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Waitlist_ConfirmInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_waitlist_confirm(inputs)
	if (locale === "fr") return fr_mail_waitlist_confirm(inputs)
	return en_mail_waitlist_confirm(inputs)
});