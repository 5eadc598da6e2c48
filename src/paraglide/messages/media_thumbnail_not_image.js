/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Thumbnail_Not_ImageInputs */

const en_media_thumbnail_not_image = /** @type {(inputs: Media_Thumbnail_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The thumbnail must be an image (JPEG, PNG, WebP or GIF).`)
};

const es_media_thumbnail_not_image = /** @type {(inputs: Media_Thumbnail_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La miniatura debe ser una imagen (JPEG, PNG, WebP o GIF).`)
};

const fr_media_thumbnail_not_image = /** @type {(inputs: Media_Thumbnail_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La miniature doit être une image (JPEG, PNG, WebP ou GIF).`)
};

/**
* | output |
* | --- |
* | "The thumbnail must be an image (JPEG, PNG, WebP or GIF)." |
*
* @param {Media_Thumbnail_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_thumbnail_not_image = /** @type {((inputs?: Media_Thumbnail_Not_ImageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Thumbnail_Not_ImageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_thumbnail_not_image(inputs)
	if (locale === "fr") return fr_media_thumbnail_not_image(inputs)
	return en_media_thumbnail_not_image(inputs)
});