/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_Image_AltInputs */

const en_ads_field_image_alt = /** @type {(inputs: Ads_Field_Image_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image description (read to people who cannot see it)`)
};

const es_ads_field_image_alt = /** @type {(inputs: Ads_Field_Image_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción de la imagen (se lee a quien no puede verla)`)
};

const fr_ads_field_image_alt = /** @type {(inputs: Ads_Field_Image_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description de l’image (lue aux personnes qui ne la voient pas)`)
};

/**
* | output |
* | --- |
* | "Image description (read to people who cannot see it)" |
*
* @param {Ads_Field_Image_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_image_alt = /** @type {((inputs?: Ads_Field_Image_AltInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_Image_AltInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_image_alt(inputs)
	if (locale === "fr") return fr_ads_field_image_alt(inputs)
	return en_ads_field_image_alt(inputs)
});