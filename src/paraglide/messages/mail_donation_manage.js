/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Donation_ManageInputs */

const en_mail_donation_manage = /** @type {(inputs: Mail_Donation_ManageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change your card or stop your monthly gift at any time: ${i?.link}`)
};

const es_mail_donation_manage = /** @type {(inputs: Mail_Donation_ManageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambia tu tarjeta o detén tu donación mensual cuando quieras: ${i?.link}`)
};

const fr_mail_donation_manage = /** @type {(inputs: Mail_Donation_ManageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changez de carte ou arrêtez votre don mensuel à tout moment : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Change your card or stop your monthly gift at any time: {link}" |
*
* @param {Mail_Donation_ManageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_donation_manage = /** @type {((inputs: Mail_Donation_ManageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Donation_ManageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_donation_manage(inputs)
	if (locale === "fr") return fr_mail_donation_manage(inputs)
	return en_mail_donation_manage(inputs)
});