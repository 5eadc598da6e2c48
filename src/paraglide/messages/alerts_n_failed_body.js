/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_N_Failed_BodyInputs */

const en_alerts_n_failed_body = /** @type {(inputs: Alerts_N_Failed_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment could not be taken. Update your payment method in your settings to keep your membership.`)
};

const es_alerts_n_failed_body = /** @type {(inputs: Alerts_N_Failed_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cobrar tu pago. Actualiza tu método de pago en tu configuración para conservar tu membresía.`)
};

const fr_alerts_n_failed_body = /** @type {(inputs: Alerts_N_Failed_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement n’a pas pu être prélevé. Mettez à jour votre moyen de paiement dans vos réglages pour garder votre abonnement.`)
};

/**
* | output |
* | --- |
* | "Your payment could not be taken. Update your payment method in your settings to keep your membership." |
*
* @param {Alerts_N_Failed_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_failed_body = /** @type {((inputs?: Alerts_N_Failed_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Failed_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_failed_body(inputs)
	if (locale === "fr") return fr_alerts_n_failed_body(inputs)
	return en_alerts_n_failed_body(inputs)
});