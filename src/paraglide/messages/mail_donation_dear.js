/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mail_Donation_DearInputs */

const en_mail_donation_dear = /** @type {(inputs: Mail_Donation_DearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dear ${i?.name},`)
};

const es_mail_donation_dear = /** @type {(inputs: Mail_Donation_DearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}:`)
};

const fr_mail_donation_dear = /** @type {(inputs: Mail_Donation_DearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

/**
* | output |
* | --- |
* | "Dear {name}," |
*
* @param {Mail_Donation_DearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_donation_dear = /** @type {((inputs: Mail_Donation_DearInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Donation_DearInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_donation_dear(inputs)
	if (locale === "fr") return fr_mail_donation_dear(inputs)
	return en_mail_donation_dear(inputs)
});