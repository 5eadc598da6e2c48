/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_DeletedInputs */

const en_media_video_deleted = /** @type {(inputs: Media_Video_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video has been removed from your business profile.`)
};

const es_media_video_deleted = /** @type {(inputs: Media_Video_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El video se quitó del perfil de tu negocio.`)
};

const fr_media_video_deleted = /** @type {(inputs: Media_Video_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La vidéo a été retirée du profil de votre commerce.`)
};

/**
* | output |
* | --- |
* | "The video has been removed from your business profile." |
*
* @param {Media_Video_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_deleted = /** @type {((inputs?: Media_Video_DeletedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_DeletedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_deleted(inputs)
	if (locale === "fr") return fr_media_video_deleted(inputs)
	return en_media_video_deleted(inputs)
});