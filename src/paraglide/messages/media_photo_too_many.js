/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_Too_ManyInputs */

const en_media_photo_too_many = /** @type {(inputs: Media_Photo_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A gallery holds at most 48 photos. Delete one to add another.`)
};

const es_media_photo_too_many = /** @type {(inputs: Media_Photo_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una galería admite como máximo 48 fotos. Elimina una para agregar otra.`)
};

const fr_media_photo_too_many = /** @type {(inputs: Media_Photo_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une galerie contient au plus 48 photos. Supprimez-en une pour en ajouter une autre.`)
};

/**
* | output |
* | --- |
* | "A gallery holds at most 48 photos. Delete one to add another." |
*
* @param {Media_Photo_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_too_many = /** @type {((inputs?: Media_Photo_Too_ManyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_Too_ManyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_too_many(inputs)
	if (locale === "fr") return fr_media_photo_too_many(inputs)
	return en_media_photo_too_many(inputs)
});