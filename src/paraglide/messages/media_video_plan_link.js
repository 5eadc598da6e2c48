/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Plan_LinkInputs */

const en_media_video_plan_link = /** @type {(inputs: Media_Video_Plan_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`see the listing plans`)
};

const es_media_video_plan_link = /** @type {(inputs: Media_Video_Plan_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ver los planes de ficha`)
};

const fr_media_video_plan_link = /** @type {(inputs: Media_Video_Plan_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`voir les formules`)
};

/**
* | output |
* | --- |
* | "see the listing plans" |
*
* @param {Media_Video_Plan_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_plan_link = /** @type {((inputs?: Media_Video_Plan_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Plan_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_plan_link(inputs)
	if (locale === "fr") return fr_media_video_plan_link(inputs)
	return en_media_video_plan_link(inputs)
});