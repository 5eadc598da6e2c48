/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Cancelled_IntroInputs */

const en_mail_cancelled_intro = /** @type {(inputs: Mail_Cancelled_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We're sorry: ${i?.title} on ${i?.when} has been cancelled by its host.`)
};

const es_mail_cancelled_intro = /** @type {(inputs: Mail_Cancelled_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo sentimos: el evento ${i?.title}, previsto para el ${i?.when}, fue cancelado por su organizador.`)
};

const fr_mail_cancelled_intro = /** @type {(inputs: Mail_Cancelled_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : l’événement ${i?.title}, prévu le ${i?.when}, a été annulé par son organisateur.`)
};

/**
* | output |
* | --- |
* | "We're sorry: {title} on {when} has been cancelled by its host." |
*
* @param {Mail_Cancelled_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_intro = /** @type {((inputs: Mail_Cancelled_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_cancelled_intro(inputs)
	if (locale === "fr") return fr_mail_cancelled_intro(inputs)
	return en_mail_cancelled_intro(inputs)
});