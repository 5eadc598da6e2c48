/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Images_HeadingInputs */

const en_info_media_images_heading = /** @type {(inputs: Info_Media_Images_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Images`)
};

const es_info_media_images_heading = /** @type {(inputs: Info_Media_Images_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imágenes`)
};

const fr_info_media_images_heading = /** @type {(inputs: Info_Media_Images_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visuels`)
};

/**
* | output |
* | --- |
* | "Images" |
*
* @param {Info_Media_Images_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_images_heading = /** @type {((inputs?: Info_Media_Images_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Images_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_images_heading(inputs)
	if (locale === "fr") return fr_info_media_images_heading(inputs)
	return en_info_media_images_heading(inputs)
});