/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Photo_AltInputs */

const en_media_photo_alt = /** @type {(inputs: Media_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alt text (what the photo shows, for people who cannot see it)`)
};

const es_media_photo_alt = /** @type {(inputs: Media_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto alternativo (lo que muestra la foto, para quienes no pueden verla)`)
};

const fr_media_photo_alt = /** @type {(inputs: Media_Photo_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte alternatif (ce que montre la photo, pour les personnes qui ne peuvent pas la voir)`)
};

/**
* | output |
* | --- |
* | "Alt text (what the photo shows, for people who cannot see it)" |
*
* @param {Media_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photo_alt = /** @type {((inputs?: Media_Photo_AltInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photo_AltInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photo_alt(inputs)
	if (locale === "fr") return fr_media_photo_alt(inputs)
	return en_media_photo_alt(inputs)
});