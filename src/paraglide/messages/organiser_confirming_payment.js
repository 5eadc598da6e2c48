/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Confirming_PaymentInputs */

const en_organiser_confirming_payment = /** @type {(inputs: Organiser_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your payment…`)
};

const es_organiser_confirming_payment = /** @type {(inputs: Organiser_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando tu pago…`)
};

const fr_organiser_confirming_payment = /** @type {(inputs: Organiser_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre paiement…`)
};

/**
* | output |
* | --- |
* | "Confirming your payment…" |
*
* @param {Organiser_Confirming_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_confirming_payment = /** @type {((inputs?: Organiser_Confirming_PaymentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Confirming_PaymentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_confirming_payment(inputs)
	if (locale === "fr") return fr_organiser_confirming_payment(inputs)
	return en_organiser_confirming_payment(inputs)
});