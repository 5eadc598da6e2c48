/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Password_Changed_SubjectInputs */

const en_mail_password_changed_subject = /** @type {(inputs: Mail_Password_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was changed`)
};

const es_mail_password_changed_subject = /** @type {(inputs: Mail_Password_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cambió tu contraseña`)
};

const fr_mail_password_changed_subject = /** @type {(inputs: Mail_Password_Changed_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe a été modifié`)
};

/**
* | output |
* | --- |
* | "Your password was changed" |
*
* @param {Mail_Password_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_subject = /** @type {((inputs?: Mail_Password_Changed_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Changed_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_password_changed_subject(inputs)
	if (locale === "fr") return fr_mail_password_changed_subject(inputs)
	return en_mail_password_changed_subject(inputs)
});