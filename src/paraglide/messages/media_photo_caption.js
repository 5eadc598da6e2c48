/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_CaptionInputs */

const en_media_photo_caption = /** @type {(inputs: Media_Photo_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caption`)
};

const es_media_photo_caption = /** @type {(inputs: Media_Photo_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de foto`)
};

const fr_media_photo_caption = /** @type {(inputs: Media_Photo_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Légende`)
};

/**
* | output |
* | --- |
* | "Caption" |
*
* @param {Media_Photo_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_caption = /** @type {((inputs?: Media_Photo_CaptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_CaptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_caption(inputs)
	if (locale === "fr") return fr_media_photo_caption(inputs)
	return en_media_photo_caption(inputs)
});