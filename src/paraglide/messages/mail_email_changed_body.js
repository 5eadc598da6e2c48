/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Mail_Email_Changed_BodyInputs */

const en_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The email address of your Harlem Guide account was changed to ${i?.email}. From now on, sign in with the new address.`)
};

const es_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La dirección de correo de tu cuenta de Harlem Guide se cambió a ${i?.email}. A partir de ahora, inicia sesión con la nueva dirección.`)
};

const fr_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’adresse e-mail de votre compte Harlem Guide a été remplacée par ${i?.email}. Désormais, connectez-vous avec cette nouvelle adresse.`)
};

/**
* | output |
* | --- |
* | "The email address of your Harlem Guide account was changed to {email}. From now on, sign in with the new address." |
*
* @param {Mail_Email_Changed_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_body = /** @type {((inputs: Mail_Email_Changed_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_email_changed_body(inputs)
	if (locale === "fr") return fr_mail_email_changed_body(inputs)
	return en_mail_email_changed_body(inputs)
});