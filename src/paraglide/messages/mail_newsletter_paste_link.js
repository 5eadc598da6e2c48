/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Paste_LinkInputs */

const en_mail_newsletter_paste_link = /** @type {(inputs: Mail_Newsletter_Paste_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or paste this link into your browser:`)
};

const es_mail_newsletter_paste_link = /** @type {(inputs: Mail_Newsletter_Paste_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O pega este enlace en tu navegador:`)
};

const fr_mail_newsletter_paste_link = /** @type {(inputs: Mail_Newsletter_Paste_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou collez ce lien dans votre navigateur :`)
};

/**
* | output |
* | --- |
* | "Or paste this link into your browser:" |
*
* @param {Mail_Newsletter_Paste_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_paste_link = /** @type {((inputs?: Mail_Newsletter_Paste_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Paste_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_newsletter_paste_link(inputs)
	if (locale === "fr") return fr_mail_newsletter_paste_link(inputs)
	return en_mail_newsletter_paste_link(inputs)
});