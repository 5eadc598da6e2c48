/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Image_Too_LargeInputs */

const en_ads_msg_image_too_large = /** @type {(inputs: Ads_Msg_Image_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Images must be under 10 MB.`)
};

const es_ads_msg_image_too_large = /** @type {(inputs: Ads_Msg_Image_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las imágenes deben pesar menos de 10 MB.`)
};

const fr_ads_msg_image_too_large = /** @type {(inputs: Ads_Msg_Image_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les images doivent faire moins de 10 Mo.`)
};

/**
* | output |
* | --- |
* | "Images must be under 10 MB." |
*
* @param {Ads_Msg_Image_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_image_too_large = /** @type {((inputs?: Ads_Msg_Image_Too_LargeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Image_Too_LargeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_image_too_large(inputs)
	if (locale === "fr") return fr_ads_msg_image_too_large(inputs)
	return en_ads_msg_image_too_large(inputs)
});