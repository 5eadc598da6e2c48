/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Reason_SpamInputs */

const en_businesses_reason_spam = /** @type {(inputs: Businesses_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam or advertising`)
};

const es_businesses_reason_spam = /** @type {(inputs: Businesses_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam o publicidad`)
};

const fr_businesses_reason_spam = /** @type {(inputs: Businesses_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam ou publicité`)
};

/**
* | output |
* | --- |
* | "Spam or advertising" |
*
* @param {Businesses_Reason_SpamInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_reason_spam = /** @type {((inputs?: Businesses_Reason_SpamInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Reason_SpamInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_reason_spam(inputs)
	if (locale === "fr") return fr_businesses_reason_spam(inputs)
	return en_businesses_reason_spam(inputs)
});