/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_DeletedInputs */

const en_media_photo_deleted = /** @type {(inputs: Media_Photo_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo deleted`)
};

const es_media_photo_deleted = /** @type {(inputs: Media_Photo_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto eliminada`)
};

const fr_media_photo_deleted = /** @type {(inputs: Media_Photo_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo supprimée`)
};

/**
* | output |
* | --- |
* | "Photo deleted" |
*
* @param {Media_Photo_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_deleted = /** @type {((inputs?: Media_Photo_DeletedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_DeletedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_deleted(inputs)
	if (locale === "fr") return fr_media_photo_deleted(inputs)
	return en_media_photo_deleted(inputs)
});