/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_FeaturesInputs */

const en_plans_adm_features = /** @type {(inputs: Plans_Adm_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Features`)
};

const es_plans_adm_features = /** @type {(inputs: Plans_Adm_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Características`)
};

const fr_plans_adm_features = /** @type {(inputs: Plans_Adm_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avantages`)
};

/**
* | output |
* | --- |
* | "Features" |
*
* @param {Plans_Adm_FeaturesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_features = /** @type {((inputs?: Plans_Adm_FeaturesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_FeaturesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_features(inputs)
	if (locale === "fr") return fr_plans_adm_features(inputs)
	return en_plans_adm_features(inputs)
});