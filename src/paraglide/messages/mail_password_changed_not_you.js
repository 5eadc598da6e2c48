/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Password_Changed_Not_YouInputs */

const en_mail_password_changed_not_you = /** @type {(inputs: Mail_Password_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not make this change, reset your password from the sign-in page right away and contact us.`)
};

const es_mail_password_changed_not_you = /** @type {(inputs: Mail_Password_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no hiciste este cambio, restablece tu contraseña de inmediato desde la página de inicio de sesión y contáctanos.`)
};

const fr_mail_password_changed_not_you = /** @type {(inputs: Mail_Password_Changed_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n’êtes pas à l’origine de ce changement, réinitialisez immédiatement votre mot de passe depuis la page de connexion et contactez-nous.`)
};

/**
* | output |
* | --- |
* | "If you did not make this change, reset your password from the sign-in page right away and contact us." |
*
* @param {Mail_Password_Changed_Not_YouInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_not_you = /** @type {((inputs?: Mail_Password_Changed_Not_YouInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Changed_Not_YouInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_password_changed_not_you(inputs)
	if (locale === "fr") return fr_mail_password_changed_not_you(inputs)
	return en_mail_password_changed_not_you(inputs)
});