/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Thumbnail_Too_LargeInputs */

const en_media_thumbnail_too_large = /** @type {(inputs: Media_Thumbnail_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The thumbnail must be under 10 MB.`)
};

const es_media_thumbnail_too_large = /** @type {(inputs: Media_Thumbnail_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La miniatura debe pesar menos de 10 MB.`)
};

const fr_media_thumbnail_too_large = /** @type {(inputs: Media_Thumbnail_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La miniature doit faire moins de 10 Mo.`)
};

/**
* | output |
* | --- |
* | "The thumbnail must be under 10 MB." |
*
* @param {Media_Thumbnail_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_thumbnail_too_large = /** @type {((inputs?: Media_Thumbnail_Too_LargeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Thumbnail_Too_LargeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_thumbnail_too_large(inputs)
	if (locale === "fr") return fr_media_thumbnail_too_large(inputs)
	return en_media_thumbnail_too_large(inputs)
});