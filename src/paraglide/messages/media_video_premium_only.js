/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Premium_OnlyInputs */

const en_media_video_premium_only = /** @type {(inputs: Media_Video_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium members only`)
};

const es_media_video_premium_only = /** @type {(inputs: Media_Video_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo para miembros Premium`)
};

const fr_media_video_premium_only = /** @type {(inputs: Media_Video_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux membres Premium`)
};

/**
* | output |
* | --- |
* | "Premium members only" |
*
* @param {Media_Video_Premium_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_premium_only = /** @type {((inputs?: Media_Video_Premium_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Premium_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_premium_only(inputs)
	if (locale === "fr") return fr_media_video_premium_only(inputs)
	return en_media_video_premium_only(inputs)
});