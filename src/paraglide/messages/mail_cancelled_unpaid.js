/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Cancelled_UnpaidInputs */

const en_mail_cancelled_unpaid = /** @type {(inputs: Mail_Cancelled_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your seat was still waiting for payment, so nothing was charged.`)
};

const es_mail_cancelled_unpaid = /** @type {(inputs: Mail_Cancelled_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu lugar aún estaba pendiente de pago, así que no se te cobró nada.`)
};

const fr_mail_cancelled_unpaid = /** @type {(inputs: Mail_Cancelled_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre place attendait encore son paiement : rien ne vous a été débité.`)
};

/**
* | output |
* | --- |
* | "Your seat was still waiting for payment, so nothing was charged." |
*
* @param {Mail_Cancelled_UnpaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_unpaid = /** @type {((inputs?: Mail_Cancelled_UnpaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_UnpaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_cancelled_unpaid(inputs)
	if (locale === "fr") return fr_mail_cancelled_unpaid(inputs)
	return en_mail_cancelled_unpaid(inputs)
});