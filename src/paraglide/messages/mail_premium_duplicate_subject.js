/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Premium_Duplicate_SubjectInputs */

const en_mail_premium_duplicate_subject = /** @type {(inputs: Mail_Premium_Duplicate_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were already a Premium Member: second payment refunded`)
};

const es_mail_premium_duplicate_subject = /** @type {(inputs: Mail_Premium_Duplicate_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya eras miembro Premium: te reembolsamos el segundo pago`)
};

const fr_mail_premium_duplicate_subject = /** @type {(inputs: Mail_Premium_Duplicate_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous étiez déjà membre Premium : second paiement remboursé`)
};

/**
* | output |
* | --- |
* | "You were already a Premium Member: second payment refunded" |
*
* @param {Mail_Premium_Duplicate_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_premium_duplicate_subject = /** @type {((inputs?: Mail_Premium_Duplicate_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Premium_Duplicate_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_premium_duplicate_subject(inputs)
	if (locale === "fr") return fr_mail_premium_duplicate_subject(inputs)
	return en_mail_premium_duplicate_subject(inputs)
});