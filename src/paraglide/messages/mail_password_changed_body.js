/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Password_Changed_BodyInputs */

const en_mail_password_changed_body = /** @type {(inputs: Mail_Password_Changed_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password of your Harlem Guide account was just changed, and every other device was signed out.`)
};

const es_mail_password_changed_body = /** @type {(inputs: Mail_Password_Changed_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña de tu cuenta de Harlem Guide se acaba de cambiar y se cerró la sesión en todos tus otros dispositivos.`)
};

const fr_mail_password_changed_body = /** @type {(inputs: Mail_Password_Changed_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe de votre compte Harlem Guide vient d’être modifié, et tous vos autres appareils ont été déconnectés.`)
};

/**
* | output |
* | --- |
* | "The password of your Harlem Guide account was just changed, and every other device was signed out." |
*
* @param {Mail_Password_Changed_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_body = /** @type {((inputs?: Mail_Password_Changed_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Changed_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_password_changed_body(inputs)
	if (locale === "fr") return fr_mail_password_changed_body(inputs)
	return en_mail_password_changed_body(inputs)
});