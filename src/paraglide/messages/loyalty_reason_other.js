/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Reason_OtherInputs */

const en_loyalty_reason_other = /** @type {(inputs: Loyalty_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points adjustment`)
};

const es_loyalty_reason_other = /** @type {(inputs: Loyalty_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajuste de puntos`)
};

const fr_loyalty_reason_other = /** @type {(inputs: Loyalty_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustement de points`)
};

/**
* | output |
* | --- |
* | "Points adjustment" |
*
* @param {Loyalty_Reason_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_reason_other = /** @type {((inputs?: Loyalty_Reason_OtherInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Reason_OtherInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_reason_other(inputs)
	if (locale === "fr") return fr_loyalty_reason_other(inputs)
	return en_loyalty_reason_other(inputs)
});