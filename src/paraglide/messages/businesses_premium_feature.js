/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Premium_FeatureInputs */

const en_businesses_premium_feature = /** @type {(inputs: Businesses_Premium_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Feature`)
};

const es_businesses_premium_feature = /** @type {(inputs: Businesses_Premium_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Función premium`)
};

const fr_businesses_premium_feature = /** @type {(inputs: Businesses_Premium_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonction premium`)
};

/**
* | output |
* | --- |
* | "Premium Feature" |
*
* @param {Businesses_Premium_FeatureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_premium_feature = /** @type {((inputs?: Businesses_Premium_FeatureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Premium_FeatureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_premium_feature(inputs)
	if (locale === "fr") return fr_businesses_premium_feature(inputs)
	return en_businesses_premium_feature(inputs)
});