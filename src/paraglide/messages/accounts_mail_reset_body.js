/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Accounts_Mail_Reset_BodyInputs */

const en_accounts_mail_reset_body = /** @type {(inputs: Accounts_Mail_Reset_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked to reset the password of your Harlem Guide account. If it was you, open this link within one hour:

${i?.link}

If it was not you, ignore this email: your password stays the same.`)
};

const es_accounts_mail_reset_body = /** @type {(inputs: Accounts_Mail_Reset_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien pidió restablecer la contraseña de tu cuenta de Harlem Guide. Si fuiste tú, abre este enlace antes de que pase una hora:

${i?.link}

Si no fuiste tú, ignora este correo: tu contraseña no cambia.`)
};

const fr_accounts_mail_reset_body = /** @type {(inputs: Accounts_Mail_Reset_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Harlem Guide. Si c’est vous, ouvrez ce lien dans l’heure qui vient :

${i?.link}

Si ce n’est pas vous, ignorez ce message : votre mot de passe reste inchangé.`)
};

/**
* | output |
* | --- |
* | "Someone asked to reset the password of your Harlem Guide account. If it was you, open this link within one hour: {link} If it was not you, ignore this email:..." |
*
* @param {Accounts_Mail_Reset_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_mail_reset_body = /** @type {((inputs: Accounts_Mail_Reset_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Mail_Reset_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_mail_reset_body(inputs)
	if (locale === "fr") return fr_accounts_mail_reset_body(inputs)
	return en_accounts_mail_reset_body(inputs)
});