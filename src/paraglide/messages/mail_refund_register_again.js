/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Refund_Register_AgainInputs */

const en_mail_refund_register_again = /** @type {(inputs: Mail_Refund_Register_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If seats are left, you can register again from the event's page.`)
};

const es_mail_refund_register_again = /** @type {(inputs: Mail_Refund_Register_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si quedan lugares, puedes volver a inscribirte desde la página del evento.`)
};

const fr_mail_refund_register_again = /** @type {(inputs: Mail_Refund_Register_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’il reste des places, vous pouvez vous réinscrire depuis la page de l’événement.`)
};

/**
* | output |
* | --- |
* | "If seats are left, you can register again from the event's page." |
*
* @param {Mail_Refund_Register_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_refund_register_again = /** @type {((inputs?: Mail_Refund_Register_AgainInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_Register_AgainInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_refund_register_again(inputs)
	if (locale === "fr") return fr_mail_refund_register_again(inputs)
	return en_mail_refund_register_again(inputs)
});