/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Partnership_Approved_SubjectInputs */

const en_mail_partnership_approved_subject = /** @type {(inputs: Mail_Partnership_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to the Harlem Guide partner program, ${i?.business}`)
};

const es_mail_partnership_approved_subject = /** @type {(inputs: Mail_Partnership_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te damos la bienvenida al Programa de socios de Harlem Guide, ${i?.business}`)
};

const fr_mail_partnership_approved_subject = /** @type {(inputs: Mail_Partnership_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue dans le programme partenaires de Harlem Guide, ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Welcome to the Harlem Guide partner program, {business}" |
*
* @param {Mail_Partnership_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_partnership_approved_subject = /** @type {((inputs: Mail_Partnership_Approved_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Partnership_Approved_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_partnership_approved_subject(inputs)
	if (locale === "fr") return fr_mail_partnership_approved_subject(inputs)
	return en_mail_partnership_approved_subject(inputs)
});