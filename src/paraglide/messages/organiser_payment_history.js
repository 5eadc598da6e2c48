/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Payment_HistoryInputs */

const en_organiser_payment_history = /** @type {(inputs: Organiser_Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment history`)
};

const es_organiser_payment_history = /** @type {(inputs: Organiser_Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial de pagos`)
};

const fr_organiser_payment_history = /** @type {(inputs: Organiser_Payment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique des paiements`)
};

/**
* | output |
* | --- |
* | "Payment history" |
*
* @param {Organiser_Payment_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_payment_history = /** @type {((inputs?: Organiser_Payment_HistoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Payment_HistoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_payment_history(inputs)
	if (locale === "fr") return fr_organiser_payment_history(inputs)
	return en_organiser_payment_history(inputs)
});