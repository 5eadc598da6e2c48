/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Premium_FeatureInputs */

const en_organiser_premium_feature = /** @type {(inputs: Organiser_Premium_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Feature`)
};

const es_organiser_premium_feature = /** @type {(inputs: Organiser_Premium_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Función Premium`)
};

const fr_organiser_premium_feature = /** @type {(inputs: Organiser_Premium_FeatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonctionnalité Premium`)
};

/**
* | output |
* | --- |
* | "Premium Feature" |
*
* @param {Organiser_Premium_FeatureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_premium_feature = /** @type {((inputs?: Organiser_Premium_FeatureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Premium_FeatureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_premium_feature(inputs)
	if (locale === "fr") return fr_organiser_premium_feature(inputs)
	return en_organiser_premium_feature(inputs)
});