/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Reason_OffensiveInputs */

const en_businesses_reason_offensive = /** @type {(inputs: Businesses_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offensive or hateful`)
};

const es_businesses_reason_offensive = /** @type {(inputs: Businesses_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofensiva o de odio`)
};

const fr_businesses_reason_offensive = /** @type {(inputs: Businesses_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Injurieux ou haineux`)
};

/**
* | output |
* | --- |
* | "Offensive or hateful" |
*
* @param {Businesses_Reason_OffensiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_reason_offensive = /** @type {((inputs?: Businesses_Reason_OffensiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Reason_OffensiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_reason_offensive(inputs)
	if (locale === "fr") return fr_businesses_reason_offensive(inputs)
	return en_businesses_reason_offensive(inputs)
});