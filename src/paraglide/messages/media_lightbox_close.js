/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Lightbox_CloseInputs */

const en_media_lightbox_close = /** @type {(inputs: Media_Lightbox_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

const es_media_lightbox_close = /** @type {(inputs: Media_Lightbox_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

const fr_media_lightbox_close = /** @type {(inputs: Media_Lightbox_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

/**
* | output |
* | --- |
* | "Close" |
*
* @param {Media_Lightbox_CloseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_lightbox_close = /** @type {((inputs?: Media_Lightbox_CloseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Lightbox_CloseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_lightbox_close(inputs)
	if (locale === "fr") return fr_media_lightbox_close(inputs)
	return en_media_lightbox_close(inputs)
});