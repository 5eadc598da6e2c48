/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_PaymentInputs */

const en_partners_wizard_payment = /** @type {(inputs: Partners_Wizard_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

const es_partners_wizard_payment = /** @type {(inputs: Partners_Wizard_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago`)
};

const fr_partners_wizard_payment = /** @type {(inputs: Partners_Wizard_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Partners_Wizard_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_payment = /** @type {((inputs?: Partners_Wizard_PaymentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_PaymentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_payment(inputs)
	if (locale === "fr") return fr_partners_wizard_payment(inputs)
	return en_partners_wizard_payment(inputs)
});