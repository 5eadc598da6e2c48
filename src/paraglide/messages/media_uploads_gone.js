/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Media_Uploads_GoneInputs */

const en_media_uploads_gone = /** @type {(inputs: Media_Uploads_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is no longer in your upload center.`)
};

const es_media_uploads_gone = /** @type {(inputs: Media_Uploads_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” ya no está en tu centro de archivos.`)
};

const fr_media_uploads_gone = /** @type {(inputs: Media_Uploads_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.title} » n’est plus dans votre centre d’envoi.`)
};

/**
* | output |
* | --- |
* | "{title} is no longer in your upload center." |
*
* @param {Media_Uploads_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_gone = /** @type {((inputs: Media_Uploads_GoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_GoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_gone(inputs)
	if (locale === "fr") return fr_media_uploads_gone(inputs)
	return en_media_uploads_gone(inputs)
});