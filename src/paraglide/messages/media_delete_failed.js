/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Delete_FailedInputs */

const en_media_delete_failed = /** @type {(inputs: Media_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete failed`)
};

const es_media_delete_failed = /** @type {(inputs: Media_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar`)
};

const fr_media_delete_failed = /** @type {(inputs: Media_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la suppression`)
};

/**
* | output |
* | --- |
* | "Delete failed" |
*
* @param {Media_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_delete_failed = /** @type {((inputs?: Media_Delete_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Delete_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_delete_failed(inputs)
	if (locale === "fr") return fr_media_delete_failed(inputs)
	return en_media_delete_failed(inputs)
});