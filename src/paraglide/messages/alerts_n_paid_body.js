/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Alerts_N_Paid_BodyInputs */

const en_alerts_n_paid_body = /** @type {(inputs: Alerts_N_Paid_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you: your payment of ${i?.amount} went through. The receipt is in your email.`)
};

const es_alerts_n_paid_body = /** @type {(inputs: Alerts_N_Paid_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gracias: tu pago de ${i?.amount} se realizó. El recibo está en tu correo.`)
};

const fr_alerts_n_paid_body = /** @type {(inputs: Alerts_N_Paid_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci : votre paiement de ${i?.amount} a été accepté. Le reçu est dans vos e-mails.`)
};

/**
* | output |
* | --- |
* | "Thank you: your payment of {amount} went through. The receipt is in your email." |
*
* @param {Alerts_N_Paid_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_paid_body = /** @type {((inputs: Alerts_N_Paid_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Paid_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_paid_body(inputs)
	if (locale === "fr") return fr_alerts_n_paid_body(inputs)
	return en_alerts_n_paid_body(inputs)
});