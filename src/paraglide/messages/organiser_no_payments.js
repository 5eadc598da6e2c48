/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_No_PaymentsInputs */

const en_organiser_no_payments = /** @type {(inputs: Organiser_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payment history available`)
};

const es_organiser_no_payments = /** @type {(inputs: Organiser_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay pagos registrados`)
};

const fr_organiser_no_payments = /** @type {(inputs: Organiser_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun paiement enregistré`)
};

/**
* | output |
* | --- |
* | "No payment history available" |
*
* @param {Organiser_No_PaymentsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_no_payments = /** @type {((inputs?: Organiser_No_PaymentsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_No_PaymentsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_no_payments(inputs)
	if (locale === "fr") return fr_organiser_no_payments(inputs)
	return en_organiser_no_payments(inputs)
});