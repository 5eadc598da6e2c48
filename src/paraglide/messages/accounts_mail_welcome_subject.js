/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Mail_Welcome_SubjectInputs */

const en_accounts_mail_welcome_subject = /** @type {(inputs: Accounts_Mail_Welcome_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Harlem Guide`)
};

const es_accounts_mail_welcome_subject = /** @type {(inputs: Accounts_Mail_Welcome_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenido a Harlem Guide`)
};

const fr_accounts_mail_welcome_subject = /** @type {(inputs: Accounts_Mail_Welcome_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue sur Harlem Guide`)
};

/**
* | output |
* | --- |
* | "Welcome to Harlem Guide" |
*
* @param {Accounts_Mail_Welcome_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_mail_welcome_subject = /** @type {((inputs?: Accounts_Mail_Welcome_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Mail_Welcome_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_mail_welcome_subject(inputs)
	if (locale === "fr") return fr_accounts_mail_welcome_subject(inputs)
	return en_accounts_mail_welcome_subject(inputs)
});