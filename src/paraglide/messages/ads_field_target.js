/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_TargetInputs */

const en_ads_field_target = /** @type {(inputs: Ads_Field_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Target URL`)
};

const es_ads_field_target = /** @type {(inputs: Ads_Field_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL de destino`)
};

const fr_ads_field_target = /** @type {(inputs: Ads_Field_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse de destination`)
};

/**
* | output |
* | --- |
* | "Target URL" |
*
* @param {Ads_Field_TargetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_target = /** @type {((inputs?: Ads_Field_TargetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_TargetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_target(inputs)
	if (locale === "fr") return fr_ads_field_target(inputs)
	return en_ads_field_target(inputs)
});