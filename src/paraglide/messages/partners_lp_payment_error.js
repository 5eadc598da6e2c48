/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Payment_ErrorInputs */

const en_partners_lp_payment_error = /** @type {(inputs: Partners_Lp_Payment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Error`)
};

const es_partners_lp_payment_error = /** @type {(inputs: Partners_Lp_Payment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de pago`)
};

const fr_partners_lp_payment_error = /** @type {(inputs: Partners_Lp_Payment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de paiement`)
};

/**
* | output |
* | --- |
* | "Payment Error" |
*
* @param {Partners_Lp_Payment_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_payment_error = /** @type {((inputs?: Partners_Lp_Payment_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Payment_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_payment_error(inputs)
	if (locale === "fr") return fr_partners_lp_payment_error(inputs)
	return en_partners_lp_payment_error(inputs)
});