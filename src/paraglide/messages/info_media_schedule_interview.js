/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Schedule_InterviewInputs */

const en_info_media_schedule_interview = /** @type {(inputs: Info_Media_Schedule_InterviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule Interview`)
};

const es_info_media_schedule_interview = /** @type {(inputs: Info_Media_Schedule_InterviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programar una entrevista`)
};

const fr_info_media_schedule_interview = /** @type {(inputs: Info_Media_Schedule_InterviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programmer une interview`)
};

/**
* | output |
* | --- |
* | "Schedule Interview" |
*
* @param {Info_Media_Schedule_InterviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_schedule_interview = /** @type {((inputs?: Info_Media_Schedule_InterviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Schedule_InterviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_schedule_interview(inputs)
	if (locale === "fr") return fr_info_media_schedule_interview(inputs)
	return en_info_media_schedule_interview(inputs)
});