/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Sponsorship_Ack_NextInputs */

const en_mail_sponsorship_ack_next = /** @type {(inputs: Mail_Sponsorship_Ack_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our partnerships team will contact you soon to talk through the options.`)
};

const es_mail_sponsorship_ack_next = /** @type {(inputs: Mail_Sponsorship_Ack_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo de alianzas se comunicará contigo pronto para conversar sobre las opciones.`)
};

const fr_mail_sponsorship_ack_next = /** @type {(inputs: Mail_Sponsorship_Ack_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe partenariats vous contactera prochainement pour étudier les possibilités avec vous.`)
};

/**
* | output |
* | --- |
* | "Our partnerships team will contact you soon to talk through the options." |
*
* @param {Mail_Sponsorship_Ack_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sponsorship_ack_next = /** @type {((inputs?: Mail_Sponsorship_Ack_NextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sponsorship_Ack_NextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_sponsorship_ack_next(inputs)
	if (locale === "fr") return fr_mail_sponsorship_ack_next(inputs)
	return en_mail_sponsorship_ack_next(inputs)
});