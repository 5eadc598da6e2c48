/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Partnership_Refused_BodyInputs */

const en_mail_partnership_refused_body = /** @type {(inputs: Mail_Partnership_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for applying with ${i?.business}. We are not able to approve the application at this time.`)
};

const es_mail_partnership_refused_body = /** @type {(inputs: Mail_Partnership_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias por presentar la solicitud de ${i?.business}. Por el momento no podemos aprobarla.`)
};

const fr_mail_partnership_refused_body = /** @type {(inputs: Mail_Partnership_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci d’avoir présenté la candidature de ${i?.business}. Nous ne sommes pas en mesure de l’approuver pour le moment.`)
};

/**
* | output |
* | --- |
* | "Thank you for applying with {business}. We are not able to approve the application at this time." |
*
* @param {Mail_Partnership_Refused_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_partnership_refused_body = /** @type {((inputs: Mail_Partnership_Refused_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Partnership_Refused_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_partnership_refused_body(inputs)
	if (locale === "fr") return fr_mail_partnership_refused_body(inputs)
	return en_mail_partnership_refused_body(inputs)
});