/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Not_In_PlanInputs */

const en_media_video_not_in_plan = /** @type {(inputs: Media_Video_Not_In_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video tours are a listing plan feature. Choose a listing plan with video tours to add videos.`)
};

const es_media_video_not_in_plan = /** @type {(inputs: Media_Video_Not_In_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los recorridos en video son una función de los planes de ficha. Elige un plan con recorridos en video para agregar videos.`)
};

const fr_media_video_not_in_plan = /** @type {(inputs: Media_Video_Not_In_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les visites vidéo sont une fonction des formules de fiche. Choisissez une formule avec visites vidéo pour ajouter des vidéos.`)
};

/**
* | output |
* | --- |
* | "Video tours are a listing plan feature. Choose a listing plan with video tours to add videos." |
*
* @param {Media_Video_Not_In_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_not_in_plan = /** @type {((inputs?: Media_Video_Not_In_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Not_In_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_not_in_plan(inputs)
	if (locale === "fr") return fr_media_video_not_in_plan(inputs)
	return en_media_video_not_in_plan(inputs)
});