/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Every_IssueInputs */

const en_mail_newsletter_every_issue = /** @type {(inputs: Mail_Newsletter_Every_IssueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every issue carries this link; open it whenever you want to stop receiving the newsletter:`)
};

const es_mail_newsletter_every_issue = /** @type {(inputs: Mail_Newsletter_Every_IssueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada edición incluye este enlace; ábrelo cuando quieras dejar de recibir el boletín:`)
};

const fr_mail_newsletter_every_issue = /** @type {(inputs: Mail_Newsletter_Every_IssueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque numéro contient ce lien ; ouvrez-le dès que vous souhaitez ne plus recevoir la newsletter :`)
};

/**
* | output |
* | --- |
* | "Every issue carries this link; open it whenever you want to stop receiving the newsletter:" |
*
* @param {Mail_Newsletter_Every_IssueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_every_issue = /** @type {((inputs?: Mail_Newsletter_Every_IssueInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Every_IssueInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_newsletter_every_issue(inputs)
	if (locale === "fr") return fr_mail_newsletter_every_issue(inputs)
	return en_mail_newsletter_every_issue(inputs)
});