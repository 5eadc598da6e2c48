/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_TypeInputs */

const en_ads_field_type = /** @type {(inputs: Ads_Field_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const es_ads_field_type = /** @type {(inputs: Ads_Field_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const fr_ads_field_type = /** @type {(inputs: Ads_Field_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Ads_Field_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_type = /** @type {((inputs?: Ads_Field_TypeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_TypeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_type(inputs)
	if (locale === "fr") return fr_ads_field_type(inputs)
	return en_ads_field_type(inputs)
});