/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Cancelled_Nothing_To_DoInputs */

const en_mail_cancelled_nothing_to_do = /** @type {(inputs: Mail_Cancelled_Nothing_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your registration has been cancelled; there is nothing you need to do.`)
};

const es_mail_cancelled_nothing_to_do = /** @type {(inputs: Mail_Cancelled_Nothing_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu inscripción fue cancelada; no tienes que hacer nada.`)
};

const fr_mail_cancelled_nothing_to_do = /** @type {(inputs: Mail_Cancelled_Nothing_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription a été annulée ; vous n’avez rien à faire.`)
};

/**
* | output |
* | --- |
* | "Your registration has been cancelled; there is nothing you need to do." |
*
* @param {Mail_Cancelled_Nothing_To_DoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_nothing_to_do = /** @type {((inputs?: Mail_Cancelled_Nothing_To_DoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_Nothing_To_DoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_cancelled_nothing_to_do(inputs)
	if (locale === "fr") return fr_mail_cancelled_nothing_to_do(inputs)
	return en_mail_cancelled_nothing_to_do(inputs)
});