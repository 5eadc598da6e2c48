/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_Load_FailedInputs */

const en_media_photo_load_failed = /** @type {(inputs: Media_Photo_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the photos. Please try again.`)
};

const es_media_photo_load_failed = /** @type {(inputs: Media_Photo_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las fotos. Inténtalo de nuevo.`)
};

const fr_media_photo_load_failed = /** @type {(inputs: Media_Photo_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les photos. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Could not load the photos. Please try again." |
*
* @param {Media_Photo_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_load_failed = /** @type {((inputs?: Media_Photo_Load_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_Load_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_load_failed(inputs)
	if (locale === "fr") return fr_media_photo_load_failed(inputs)
	return en_media_photo_load_failed(inputs)
});