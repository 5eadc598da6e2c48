/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Reason_SpamInputs */

const en_moderation_mo_reason_spam = /** @type {(inputs: Moderation_Mo_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spam`)
};

const es_moderation_mo_reason_spam = /** @type {(inputs: Moderation_Mo_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spam o publicidad`)
};

const fr_moderation_mo_reason_spam = /** @type {(inputs: Moderation_Mo_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spam ou publicité`)
};

/**
* | output |
* | --- |
* | "spam" |
*
* @param {Moderation_Mo_Reason_SpamInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_reason_spam = /** @type {((inputs?: Moderation_Mo_Reason_SpamInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Reason_SpamInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_reason_spam(inputs)
	if (locale === "fr") return fr_moderation_mo_reason_spam(inputs)
	return en_moderation_mo_reason_spam(inputs)
});