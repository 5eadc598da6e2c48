/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Reason_Not_A_CustomerInputs */

const en_businesses_reason_not_a_customer = /** @type {(inputs: Businesses_Reason_Not_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not about a real visit`)
};

const es_businesses_reason_not_a_customer = /** @type {(inputs: Businesses_Reason_Not_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No trata de una visita real`)
};

const fr_businesses_reason_not_a_customer = /** @type {(inputs: Businesses_Reason_Not_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne porte pas sur une vraie visite`)
};

/**
* | output |
* | --- |
* | "Not about a real visit" |
*
* @param {Businesses_Reason_Not_A_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_reason_not_a_customer = /** @type {((inputs?: Businesses_Reason_Not_A_CustomerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Reason_Not_A_CustomerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_reason_not_a_customer(inputs)
	if (locale === "fr") return fr_businesses_reason_not_a_customer(inputs)
	return en_businesses_reason_not_a_customer(inputs)
});