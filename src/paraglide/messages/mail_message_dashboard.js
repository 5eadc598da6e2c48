/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Message_DashboardInputs */

const en_mail_message_dashboard = /** @type {(inputs: Mail_Message_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read and reply in your dashboard: ${i?.link}`)
};

const es_mail_message_dashboard = /** @type {(inputs: Mail_Message_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lee y responde desde tu panel: ${i?.link}`)
};

const fr_mail_message_dashboard = /** @type {(inputs: Mail_Message_DashboardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lisez et répondez depuis votre tableau de bord : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Read and reply in your dashboard: {link}" |
*
* @param {Mail_Message_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_message_dashboard = /** @type {((inputs: Mail_Message_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Message_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_message_dashboard(inputs)
	if (locale === "fr") return fr_mail_message_dashboard(inputs)
	return en_mail_message_dashboard(inputs)
});