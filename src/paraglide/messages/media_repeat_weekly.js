/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weekday: NonNullable<unknown> }} Media_Repeat_WeeklyInputs */

const en_media_repeat_weekly = /** @type {(inputs: Media_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every week on ${i?.weekday}`)
};

const es_media_repeat_weekly = /** @type {(inputs: Media_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada semana el ${i?.weekday}`)
};

const fr_media_repeat_weekly = /** @type {(inputs: Media_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque semaine le ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "Every week on {weekday}" |
*
* @param {Media_Repeat_WeeklyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeat_weekly = /** @type {((inputs: Media_Repeat_WeeklyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Repeat_WeeklyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeat_weekly(inputs)
	if (locale === "fr") return fr_media_repeat_weekly(inputs)
	return en_media_repeat_weekly(inputs)
});