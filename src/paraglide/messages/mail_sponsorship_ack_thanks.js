/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Mail_Sponsorship_Ack_ThanksInputs */

const en_mail_sponsorship_ack_thanks = /** @type {(inputs: Mail_Sponsorship_Ack_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for your interest in sponsoring Harlem Week on behalf of ${i?.company}.`)
};

const es_mail_sponsorship_ack_thanks = /** @type {(inputs: Mail_Sponsorship_Ack_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por tu interés en patrocinar Harlem Week en nombre de ${i?.company}.`)
};

const fr_mail_sponsorship_ack_thanks = /** @type {(inputs: Mail_Sponsorship_Ack_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci de l’intérêt que vous portez au mécénat de Harlem Week au nom de ${i?.company}.`)
};

/**
* | output |
* | --- |
* | "Thank you for your interest in sponsoring Harlem Week on behalf of {company}." |
*
* @param {Mail_Sponsorship_Ack_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sponsorship_ack_thanks = /** @type {((inputs: Mail_Sponsorship_Ack_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sponsorship_Ack_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_sponsorship_ack_thanks(inputs)
	if (locale === "fr") return fr_mail_sponsorship_ack_thanks(inputs)
	return en_mail_sponsorship_ack_thanks(inputs)
});