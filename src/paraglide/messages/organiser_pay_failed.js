/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Pay_FailedInputs */

const en_organiser_pay_failed = /** @type {(inputs: Organiser_Pay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const es_organiser_pay_failed = /** @type {(inputs: Organiser_Pay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallido`)
};

const fr_organiser_pay_failed = /** @type {(inputs: Organiser_Pay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échoué`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Organiser_Pay_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_pay_failed = /** @type {((inputs?: Organiser_Pay_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Pay_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_pay_failed(inputs)
	if (locale === "fr") return fr_organiser_pay_failed(inputs)
	return en_organiser_pay_failed(inputs)
});