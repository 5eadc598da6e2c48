/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, caption: NonNullable<unknown> }} Media_Photo_Delete_Label_CaptionInputs */

const en_media_photo_delete_label_caption = /** @type {(inputs: Media_Photo_Delete_Label_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete photo ${i?.number}: ${i?.caption}`)
};

const es_media_photo_delete_label_caption = /** @type {(inputs: Media_Photo_Delete_Label_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar la foto ${i?.number}: ${i?.caption}`)
};

const fr_media_photo_delete_label_caption = /** @type {(inputs: Media_Photo_Delete_Label_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer la photo ${i?.number} : ${i?.caption}`)
};

/**
* | output |
* | --- |
* | "Delete photo {number}: {caption}" |
*
* @param {Media_Photo_Delete_Label_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_delete_label_caption = /** @type {((inputs: Media_Photo_Delete_Label_CaptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_Delete_Label_CaptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_delete_label_caption(inputs)
	if (locale === "fr") return fr_media_photo_delete_label_caption(inputs)
	return en_media_photo_delete_label_caption(inputs)
});