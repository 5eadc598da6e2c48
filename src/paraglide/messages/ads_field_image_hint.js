/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_Image_HintInputs */

const en_ads_field_image_hint = /** @type {(inputs: Ads_Field_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP or GIF, under 10 MB. Leave empty to keep the current image.`)
};

const es_ads_field_image_hint = /** @type {(inputs: Ads_Field_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP o GIF, de menos de 10 MB. Déjalo vacío para conservar la imagen actual.`)
};

const fr_ads_field_image_hint = /** @type {(inputs: Ads_Field_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG, WebP ou GIF, moins de 10 Mo. Laissez vide pour garder l’image actuelle.`)
};

/**
* | output |
* | --- |
* | "JPEG, PNG, WebP or GIF, under 10 MB. Leave empty to keep the current image." |
*
* @param {Ads_Field_Image_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_image_hint = /** @type {((inputs?: Ads_Field_Image_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_Image_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_image_hint(inputs)
	if (locale === "fr") return fr_ads_field_image_hint(inputs)
	return en_ads_field_image_hint(inputs)
});