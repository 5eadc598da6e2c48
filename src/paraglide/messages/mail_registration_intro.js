/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Registration_IntroInputs */

const en_mail_registration_intro = /** @type {(inputs: Mail_Registration_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're registered for ${i?.title}.`)
};

const es_mail_registration_intro = /** @type {(inputs: Mail_Registration_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu inscripción para ${i?.title} está confirmada.`)
};

const fr_mail_registration_intro = /** @type {(inputs: Mail_Registration_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre inscription à ${i?.title} est confirmée.`)
};

/**
* | output |
* | --- |
* | "You're registered for {title}." |
*
* @param {Mail_Registration_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_registration_intro = /** @type {((inputs: Mail_Registration_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Registration_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_registration_intro(inputs)
	if (locale === "fr") return fr_mail_registration_intro(inputs)
	return en_mail_registration_intro(inputs)
});