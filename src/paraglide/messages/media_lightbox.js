/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_LightboxInputs */

const en_media_lightbox = /** @type {(inputs: Media_LightboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo viewer`)
};

const es_media_lightbox = /** @type {(inputs: Media_LightboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visor de fotos`)
};

const fr_media_lightbox = /** @type {(inputs: Media_LightboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visionneuse de photos`)
};

/**
* | output |
* | --- |
* | "Photo viewer" |
*
* @param {Media_LightboxInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_lightbox = /** @type {((inputs?: Media_LightboxInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_LightboxInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_lightbox(inputs)
	if (locale === "fr") return fr_media_lightbox(inputs)
	return en_media_lightbox(inputs)
});