/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_PaymentsInputs */

const en_organiser_payments = /** @type {(inputs: Organiser_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

const es_organiser_payments = /** @type {(inputs: Organiser_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos`)
};

const fr_organiser_payments = /** @type {(inputs: Organiser_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiements`)
};

/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Organiser_PaymentsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_payments = /** @type {((inputs?: Organiser_PaymentsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_PaymentsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_payments(inputs)
	if (locale === "fr") return fr_organiser_payments(inputs)
	return en_organiser_payments(inputs)
});