/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Media_Photo_Show_AllInputs */

const en_media_photo_show_all = /** @type {(inputs: Media_Photo_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show all ${i?.total} photos`)
};

const es_media_photo_show_all = /** @type {(inputs: Media_Photo_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver las ${i?.total} fotos`)
};

const fr_media_photo_show_all = /** @type {(inputs: Media_Photo_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir les ${i?.total} photos`)
};

/**
* | output |
* | --- |
* | "Show all {total} photos" |
*
* @param {Media_Photo_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_show_all = /** @type {((inputs: Media_Photo_Show_AllInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_Show_AllInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_show_all(inputs)
	if (locale === "fr") return fr_media_photo_show_all(inputs)
	return en_media_photo_show_all(inputs)
});