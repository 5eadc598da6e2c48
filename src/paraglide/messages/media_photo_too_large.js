/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_Too_LargeInputs */

const en_media_photo_too_large = /** @type {(inputs: Media_Photo_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos must be under 10 MB.`)
};

const es_media_photo_too_large = /** @type {(inputs: Media_Photo_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las fotos deben pesar menos de 10 MB.`)
};

const fr_media_photo_too_large = /** @type {(inputs: Media_Photo_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les photos doivent faire moins de 10 Mo.`)
};

/**
* | output |
* | --- |
* | "Photos must be under 10 MB." |
*
* @param {Media_Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_too_large = /** @type {((inputs?: Media_Photo_Too_LargeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_Too_LargeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_too_large(inputs)
	if (locale === "fr") return fr_media_photo_too_large(inputs)
	return en_media_photo_too_large(inputs)
});