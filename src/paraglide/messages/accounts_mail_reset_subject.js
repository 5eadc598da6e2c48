/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Mail_Reset_SubjectInputs */

const en_accounts_mail_reset_subject = /** @type {(inputs: Accounts_Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your Harlem Guide password`)
};

const es_accounts_mail_reset_subject = /** @type {(inputs: Accounts_Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablece tu contraseña de Harlem Guide`)
};

const fr_accounts_mail_reset_subject = /** @type {(inputs: Accounts_Mail_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialisez votre mot de passe Harlem Guide`)
};

/**
* | output |
* | --- |
* | "Reset your Harlem Guide password" |
*
* @param {Accounts_Mail_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_mail_reset_subject = /** @type {((inputs?: Accounts_Mail_Reset_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Mail_Reset_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_mail_reset_subject(inputs)
	if (locale === "fr") return fr_accounts_mail_reset_subject(inputs)
	return en_accounts_mail_reset_subject(inputs)
});