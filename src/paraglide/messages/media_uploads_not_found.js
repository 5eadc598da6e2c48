/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Not_FoundInputs */

const en_media_uploads_not_found = /** @type {(inputs: Media_Uploads_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The business you're looking for doesn't exist or has been removed.`)
};

const es_media_uploads_not_found = /** @type {(inputs: Media_Uploads_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El negocio que buscas no existe o se eliminó.`)
};

const fr_media_uploads_not_found = /** @type {(inputs: Media_Uploads_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le commerce que vous cherchez n’existe pas ou a été supprimé.`)
};

/**
* | output |
* | --- |
* | "The business you're looking for doesn't exist or has been removed." |
*
* @param {Media_Uploads_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_not_found = /** @type {((inputs?: Media_Uploads_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_not_found(inputs)
	if (locale === "fr") return fr_media_uploads_not_found(inputs)
	return en_media_uploads_not_found(inputs)
});