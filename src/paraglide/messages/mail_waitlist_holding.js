/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ deadline: NonNullable<unknown> }} Mail_Waitlist_HoldingInputs */

const en_mail_waitlist_holding = /** @type {(inputs: Mail_Waitlist_HoldingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are holding it for you until ${i?.deadline}.`)
};

const es_mail_waitlist_holding = /** @type {(inputs: Mail_Waitlist_HoldingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te lo guardamos hasta el ${i?.deadline}.`)
};

const fr_mail_waitlist_holding = /** @type {(inputs: Mail_Waitlist_HoldingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous vous la réservons jusqu’au ${i?.deadline}.`)
};

/**
* | output |
* | --- |
* | "We are holding it for you until {deadline}." |
*
* @param {Mail_Waitlist_HoldingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_waitlist_holding = /** @type {((inputs: Mail_Waitlist_HoldingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Waitlist_HoldingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_waitlist_holding(inputs)
	if (locale === "fr") return fr_mail_waitlist_holding(inputs)
	return en_mail_waitlist_holding(inputs)
});