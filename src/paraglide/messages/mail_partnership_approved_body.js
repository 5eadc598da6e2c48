/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, level: NonNullable<unknown> }} Mail_Partnership_Approved_BodyInputs */

const en_mail_partnership_approved_body = /** @type {(inputs: Mail_Partnership_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We approved ${i?.business}'s application for the ${i?.level} partnership. Our team will contact you about the next steps.`)
};

const es_mail_partnership_approved_body = /** @type {(inputs: Mail_Partnership_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprobamos la solicitud de ${i?.business} para el nivel de asociación ${i?.level}. Nuestro equipo se comunicará contigo para explicarte los próximos pasos.`)
};

const fr_mail_partnership_approved_body = /** @type {(inputs: Mail_Partnership_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons approuvé la candidature de ${i?.business} au partenariat de niveau ${i?.level}. Notre équipe vous contactera pour les prochaines étapes.`)
};

/**
* | output |
* | --- |
* | "We approved {business}'s application for the {level} partnership. Our team will contact you about the next steps." |
*
* @param {Mail_Partnership_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_partnership_approved_body = /** @type {((inputs: Mail_Partnership_Approved_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Partnership_Approved_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_partnership_approved_body(inputs)
	if (locale === "fr") return fr_mail_partnership_approved_body(inputs)
	return en_mail_partnership_approved_body(inputs)
});