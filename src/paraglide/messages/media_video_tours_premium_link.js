/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Tours_Premium_LinkInputs */

const en_media_video_tours_premium_link = /** @type {(inputs: Media_Video_Tours_Premium_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`premium membership`)
};

const es_media_video_tours_premium_link = /** @type {(inputs: Media_Video_Tours_Premium_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membresía premium`)
};

const fr_media_video_tours_premium_link = /** @type {(inputs: Media_Video_Tours_Premium_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abonnement premium`)
};

/**
* | output |
* | --- |
* | "premium membership" |
*
* @param {Media_Video_Tours_Premium_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_tours_premium_link = /** @type {((inputs?: Media_Video_Tours_Premium_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Tours_Premium_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_tours_premium_link(inputs)
	if (locale === "fr") return fr_media_video_tours_premium_link(inputs)
	return en_media_video_tours_premium_link(inputs)
});