/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Pay_RefundedInputs */

const en_organiser_pay_refunded = /** @type {(inputs: Organiser_Pay_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const es_organiser_pay_refunded = /** @type {(inputs: Organiser_Pay_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsado`)
};

const fr_organiser_pay_refunded = /** @type {(inputs: Organiser_Pay_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Organiser_Pay_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_pay_refunded = /** @type {((inputs?: Organiser_Pay_RefundedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Pay_RefundedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_pay_refunded(inputs)
	if (locale === "fr") return fr_organiser_pay_refunded(inputs)
	return en_organiser_pay_refunded(inputs)
});