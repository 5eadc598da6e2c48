/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Refuse_RefundInputs */

const en_moderation_mo_refuse_refund = /** @type {(inputs: Moderation_Mo_Refuse_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuse and refund`)
};

const es_moderation_mo_refuse_refund = /** @type {(inputs: Moderation_Mo_Refuse_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar y reembolsar`)
};

const fr_moderation_mo_refuse_refund = /** @type {(inputs: Moderation_Mo_Refuse_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser et rembourser`)
};

/**
* | output |
* | --- |
* | "Refuse and refund" |
*
* @param {Moderation_Mo_Refuse_RefundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_refuse_refund = /** @type {((inputs?: Moderation_Mo_Refuse_RefundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Refuse_RefundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_refuse_refund(inputs)
	if (locale === "fr") return fr_moderation_mo_refuse_refund(inputs)
	return en_moderation_mo_refuse_refund(inputs)
});