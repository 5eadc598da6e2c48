/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Delete_PhotoInputs */

const en_media_error_delete_photo = /** @type {(inputs: Media_Error_Delete_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete the photo. Please try again.`)
};

const es_media_error_delete_photo = /** @type {(inputs: Media_Error_Delete_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la foto. Inténtalo de nuevo.`)
};

const fr_media_error_delete_photo = /** @type {(inputs: Media_Error_Delete_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer la photo. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to delete the photo. Please try again." |
*
* @param {Media_Error_Delete_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_delete_photo = /** @type {((inputs?: Media_Error_Delete_PhotoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Delete_PhotoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_delete_photo(inputs)
	if (locale === "fr") return fr_media_error_delete_photo(inputs)
	return en_media_error_delete_photo(inputs)
});