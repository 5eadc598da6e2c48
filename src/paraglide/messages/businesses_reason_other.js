/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Reason_OtherInputs */

const en_businesses_reason_other = /** @type {(inputs: Businesses_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something else`)
};

const es_businesses_reason_other = /** @type {(inputs: Businesses_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro motivo`)
};

const fr_businesses_reason_other = /** @type {(inputs: Businesses_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre chose`)
};

/**
* | output |
* | --- |
* | "Something else" |
*
* @param {Businesses_Reason_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_reason_other = /** @type {((inputs?: Businesses_Reason_OtherInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Reason_OtherInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_reason_other(inputs)
	if (locale === "fr") return fr_businesses_reason_other(inputs)
	return en_businesses_reason_other(inputs)
});