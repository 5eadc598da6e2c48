/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Payment_Error_TitleInputs */

const en_organiser_payment_error_title = /** @type {(inputs: Organiser_Payment_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Error`)
};

const es_organiser_payment_error_title = /** @type {(inputs: Organiser_Payment_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de pago`)
};

const fr_organiser_payment_error_title = /** @type {(inputs: Organiser_Payment_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de paiement`)
};

/**
* | output |
* | --- |
* | "Payment Error" |
*
* @param {Organiser_Payment_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_payment_error_title = /** @type {((inputs?: Organiser_Payment_Error_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Payment_Error_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_payment_error_title(inputs)
	if (locale === "fr") return fr_organiser_payment_error_title(inputs)
	return en_organiser_payment_error_title(inputs)
});