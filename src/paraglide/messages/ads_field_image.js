/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_ImageInputs */

const en_ads_field_image = /** @type {(inputs: Ads_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const es_ads_field_image = /** @type {(inputs: Ads_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen`)
};

const fr_ads_field_image = /** @type {(inputs: Ads_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visuel`)
};

/**
* | output |
* | --- |
* | "Image" |
*
* @param {Ads_Field_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_image = /** @type {((inputs?: Ads_Field_ImageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_ImageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_image(inputs)
	if (locale === "fr") return fr_ads_field_image(inputs)
	return en_ads_field_image(inputs)
});