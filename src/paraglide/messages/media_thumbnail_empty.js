/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Thumbnail_EmptyInputs */

const en_media_thumbnail_empty = /** @type {(inputs: Media_Thumbnail_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The thumbnail is empty.`)
};

const es_media_thumbnail_empty = /** @type {(inputs: Media_Thumbnail_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La miniatura está vacía.`)
};

const fr_media_thumbnail_empty = /** @type {(inputs: Media_Thumbnail_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La miniature est vide.`)
};

/**
* | output |
* | --- |
* | "The thumbnail is empty." |
*
* @param {Media_Thumbnail_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_thumbnail_empty = /** @type {((inputs?: Media_Thumbnail_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Thumbnail_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_thumbnail_empty(inputs)
	if (locale === "fr") return fr_media_thumbnail_empty(inputs)
	return en_media_thumbnail_empty(inputs)
});