/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Donation_AnonymousInputs */

const en_mail_donation_anonymous = /** @type {(inputs: Mail_Donation_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As you asked, your name will not appear anywhere on the guide.`)
};

const es_mail_donation_anonymous = /** @type {(inputs: Mail_Donation_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como pediste, tu nombre no aparecerá en ninguna parte de la guía.`)
};

const fr_mail_donation_anonymous = /** @type {(inputs: Mail_Donation_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comme vous l’avez demandé, votre nom n’apparaîtra nulle part sur le guide.`)
};

/**
* | output |
* | --- |
* | "As you asked, your name will not appear anywhere on the guide." |
*
* @param {Mail_Donation_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_donation_anonymous = /** @type {((inputs?: Mail_Donation_AnonymousInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Donation_AnonymousInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_donation_anonymous(inputs)
	if (locale === "fr") return fr_mail_donation_anonymous(inputs)
	return en_mail_donation_anonymous(inputs)
});