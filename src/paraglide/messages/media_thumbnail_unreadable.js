/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Thumbnail_UnreadableInputs */

const en_media_thumbnail_unreadable = /** @type {(inputs: Media_Thumbnail_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The thumbnail could not be read.`)
};

const es_media_thumbnail_unreadable = /** @type {(inputs: Media_Thumbnail_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer la miniatura.`)
};

const fr_media_thumbnail_unreadable = /** @type {(inputs: Media_Thumbnail_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La miniature n’a pas pu être lue.`)
};

/**
* | output |
* | --- |
* | "The thumbnail could not be read." |
*
* @param {Media_Thumbnail_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_thumbnail_unreadable = /** @type {((inputs?: Media_Thumbnail_UnreadableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Thumbnail_UnreadableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_thumbnail_unreadable(inputs)
	if (locale === "fr") return fr_media_thumbnail_unreadable(inputs)
	return en_media_thumbnail_unreadable(inputs)
});