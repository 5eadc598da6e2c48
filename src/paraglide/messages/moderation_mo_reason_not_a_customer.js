/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Reason_Not_A_CustomerInputs */

const en_moderation_mo_reason_not_a_customer = /** @type {(inputs: Moderation_Mo_Reason_Not_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not a customer`)
};

const es_moderation_mo_reason_not_a_customer = /** @type {(inputs: Moderation_Mo_Reason_Not_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no es cliente`)
};

const fr_moderation_mo_reason_not_a_customer = /** @type {(inputs: Moderation_Mo_Reason_Not_A_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas un client`)
};

/**
* | output |
* | --- |
* | "not a customer" |
*
* @param {Moderation_Mo_Reason_Not_A_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_reason_not_a_customer = /** @type {((inputs?: Moderation_Mo_Reason_Not_A_CustomerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Reason_Not_A_CustomerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_reason_not_a_customer(inputs)
	if (locale === "fr") return fr_moderation_mo_reason_not_a_customer(inputs)
	return en_moderation_mo_reason_not_a_customer(inputs)
});