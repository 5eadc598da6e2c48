/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_UploadedInputs */

const en_media_video_uploaded = /** @type {(inputs: Media_Video_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your video has been successfully uploaded to your business profile.`)
};

const es_media_video_uploaded = /** @type {(inputs: Media_Video_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu video se subió correctamente al perfil de tu negocio.`)
};

const fr_media_video_uploaded = /** @type {(inputs: Media_Video_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre vidéo a bien été ajoutée au profil de votre commerce.`)
};

/**
* | output |
* | --- |
* | "Your video has been successfully uploaded to your business profile." |
*
* @param {Media_Video_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_uploaded = /** @type {((inputs?: Media_Video_UploadedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_UploadedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_uploaded(inputs)
	if (locale === "fr") return fr_media_video_uploaded(inputs)
	return en_media_video_uploaded(inputs)
});