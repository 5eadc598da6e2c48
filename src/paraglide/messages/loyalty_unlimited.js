/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_UnlimitedInputs */

const en_loyalty_unlimited = /** @type {(inputs: Loyalty_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlimited`)
};

const es_loyalty_unlimited = /** @type {(inputs: Loyalty_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin límite`)
};

const fr_loyalty_unlimited = /** @type {(inputs: Loyalty_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illimitée`)
};

/**
* | output |
* | --- |
* | "Unlimited" |
*
* @param {Loyalty_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_unlimited = /** @type {((inputs?: Loyalty_UnlimitedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_UnlimitedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_unlimited(inputs)
	if (locale === "fr") return fr_loyalty_unlimited(inputs)
	return en_loyalty_unlimited(inputs)
});