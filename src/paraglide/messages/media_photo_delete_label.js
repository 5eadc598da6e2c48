/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Media_Photo_Delete_LabelInputs */

const en_media_photo_delete_label = /** @type {(inputs: Media_Photo_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete photo ${i?.number}`)
};

const es_media_photo_delete_label = /** @type {(inputs: Media_Photo_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar la foto ${i?.number}`)
};

const fr_media_photo_delete_label = /** @type {(inputs: Media_Photo_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer la photo ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Delete photo {number}" |
*
* @param {Media_Photo_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_delete_label = /** @type {((inputs: Media_Photo_Delete_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_Delete_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_delete_label(inputs)
	if (locale === "fr") return fr_media_photo_delete_label(inputs)
	return en_media_photo_delete_label(inputs)
});