/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_N_Paid_TitleInputs */

const en_alerts_n_paid_title = /** @type {(inputs: Alerts_N_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received`)
};

const es_alerts_n_paid_title = /** @type {(inputs: Alerts_N_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago recibido`)
};

const fr_alerts_n_paid_title = /** @type {(inputs: Alerts_N_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement reçu`)
};

/**
* | output |
* | --- |
* | "Payment received" |
*
* @param {Alerts_N_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_paid_title = /** @type {((inputs?: Alerts_N_Paid_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Paid_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_paid_title(inputs)
	if (locale === "fr") return fr_alerts_n_paid_title(inputs)
	return en_alerts_n_paid_title(inputs)
});