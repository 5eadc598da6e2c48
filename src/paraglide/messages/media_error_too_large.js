/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Too_LargeInputs */

const en_media_error_too_large = /** @type {(inputs: Media_Error_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files must be under 50 MB.`)
};

const es_media_error_too_large = /** @type {(inputs: Media_Error_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los archivos deben pesar menos de 50 MB.`)
};

const fr_media_error_too_large = /** @type {(inputs: Media_Error_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les fichiers doivent faire moins de 50 Mo.`)
};

/**
* | output |
* | --- |
* | "Files must be under 50 MB." |
*
* @param {Media_Error_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_too_large = /** @type {((inputs?: Media_Error_Too_LargeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Too_LargeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_too_large(inputs)
	if (locale === "fr") return fr_media_error_too_large(inputs)
	return en_media_error_too_large(inputs)
});