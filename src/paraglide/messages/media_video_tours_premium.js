/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Media_Video_Tours_PremiumInputs */

const en_media_video_tours_premium = /** @type {(inputs: Media_Video_Tours_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Video tours are part of ${i?.link}.`)
};

const es_media_video_tours_premium = /** @type {(inputs: Media_Video_Tours_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los recorridos en video forman parte de la ${i?.link}.`)
};

const fr_media_video_tours_premium = /** @type {(inputs: Media_Video_Tours_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les visites en vidéo sont incluses dans l’${i?.link}.`)
};

/**
* | output |
* | --- |
* | "Video tours are part of {link}." |
*
* @param {Media_Video_Tours_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_tours_premium = /** @type {((inputs: Media_Video_Tours_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Tours_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_tours_premium(inputs)
	if (locale === "fr") return fr_media_video_tours_premium(inputs)
	return en_media_video_tours_premium(inputs)
});