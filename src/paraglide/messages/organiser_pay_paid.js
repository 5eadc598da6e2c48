/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Pay_PaidInputs */

const en_organiser_pay_paid = /** @type {(inputs: Organiser_Pay_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const es_organiser_pay_paid = /** @type {(inputs: Organiser_Pay_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagado`)
};

const fr_organiser_pay_paid = /** @type {(inputs: Organiser_Pay_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Organiser_Pay_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_pay_paid = /** @type {((inputs?: Organiser_Pay_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Pay_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_pay_paid(inputs)
	if (locale === "fr") return fr_organiser_pay_paid(inputs)
	return en_organiser_pay_paid(inputs)
});