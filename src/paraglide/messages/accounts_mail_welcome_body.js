/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Mail_Welcome_BodyInputs */

const en_accounts_mail_welcome_body = /** @type {(inputs: Accounts_Mail_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Harlem Guide account is ready. Save your favorite places, register for events and plan your trip uptown.

See you in Harlem!`)
};

const es_accounts_mail_welcome_body = /** @type {(inputs: Accounts_Mail_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta de Harlem Guide está lista. Guarda tus lugares favoritos, inscríbete en eventos y planea tu viaje al Alto Manhattan.

¡Nos vemos en Harlem!`)
};

const fr_accounts_mail_welcome_body = /** @type {(inputs: Accounts_Mail_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte Harlem Guide est prêt. Enregistrez vos lieux préférés, inscrivez-vous aux événements et préparez votre séjour dans le nord de Manhattan.

À bientôt à Harlem !`)
};

/**
* | output |
* | --- |
* | "Your Harlem Guide account is ready. Save your favorite places, register for events and plan your trip uptown. See you in Harlem!" |
*
* @param {Accounts_Mail_Welcome_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_mail_welcome_body = /** @type {((inputs?: Accounts_Mail_Welcome_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Mail_Welcome_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_mail_welcome_body(inputs)
	if (locale === "fr") return fr_accounts_mail_welcome_body(inputs)
	return en_accounts_mail_welcome_body(inputs)
});