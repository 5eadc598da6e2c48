/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Media_Video_Plan_NoteInputs */

const en_media_video_plan_note = /** @type {(inputs: Media_Video_Plan_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Video tours come with the listing plans that include them: ${i?.link}.`)
};

const es_media_video_plan_note = /** @type {(inputs: Media_Video_Plan_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los recorridos en video vienen con los planes de ficha que los incluyen: ${i?.link}.`)
};

const fr_media_video_plan_note = /** @type {(inputs: Media_Video_Plan_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les visites vidéo viennent avec les formules de fiche qui les incluent : ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "Video tours come with the listing plans that include them: {link}." |
*
* @param {Media_Video_Plan_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_plan_note = /** @type {((inputs: Media_Video_Plan_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Plan_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_plan_note(inputs)
	if (locale === "fr") return fr_media_video_plan_note(inputs)
	return en_media_video_plan_note(inputs)
});