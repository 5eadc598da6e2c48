/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_AddInputs */

const en_media_photo_add = /** @type {(inputs: Media_Photo_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a photo`)
};

const es_media_photo_add = /** @type {(inputs: Media_Photo_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar una foto`)
};

const fr_media_photo_add = /** @type {(inputs: Media_Photo_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une photo`)
};

/**
* | output |
* | --- |
* | "Add a photo" |
*
* @param {Media_Photo_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_add = /** @type {((inputs?: Media_Photo_AddInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_AddInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_add(inputs)
	if (locale === "fr") return fr_media_photo_add(inputs)
	return en_media_photo_add(inputs)
});