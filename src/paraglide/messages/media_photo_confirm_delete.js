/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_Confirm_DeleteInputs */

const en_media_photo_confirm_delete = /** @type {(inputs: Media_Photo_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this photo?`)
};

const es_media_photo_confirm_delete = /** @type {(inputs: Media_Photo_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar esta foto?`)
};

const fr_media_photo_confirm_delete = /** @type {(inputs: Media_Photo_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette photo ?`)
};

/**
* | output |
* | --- |
* | "Delete this photo?" |
*
* @param {Media_Photo_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_confirm_delete = /** @type {((inputs?: Media_Photo_Confirm_DeleteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_Confirm_DeleteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_confirm_delete(inputs)
	if (locale === "fr") return fr_media_photo_confirm_delete(inputs)
	return en_media_photo_confirm_delete(inputs)
});