/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Email_Changed_Not_YouInputs */

const en_mail_email_changed_not_you = /** @type {(inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not make this change, contact us at once by replying to this email.`)
};

const es_mail_email_changed_not_you = /** @type {(inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no hiciste este cambio, contáctanos de inmediato respondiendo a este correo.`)
};

const fr_mail_email_changed_not_you = /** @type {(inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n’êtes pas à l’origine de ce changement, contactez-nous immédiatement en répondant à ce message.`)
};

/**
* | output |
* | --- |
* | "If you did not make this change, contact us at once by replying to this email." |
*
* @param {Mail_Email_Changed_Not_YouInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_not_you = /** @type {((inputs?: Mail_Email_Changed_Not_YouInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_Not_YouInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_email_changed_not_you(inputs)
	if (locale === "fr") return fr_mail_email_changed_not_you(inputs)
	return en_mail_email_changed_not_you(inputs)
});