/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Repeat_Weekly_AnyInputs */

const en_media_repeat_weekly_any = /** @type {(inputs: Media_Repeat_Weekly_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every week on the same weekday`)
};

const es_media_repeat_weekly_any = /** @type {(inputs: Media_Repeat_Weekly_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada semana el mismo día`)
};

const fr_media_repeat_weekly_any = /** @type {(inputs: Media_Repeat_Weekly_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque semaine, le même jour`)
};

/**
* | output |
* | --- |
* | "Every week on the same weekday" |
*
* @param {Media_Repeat_Weekly_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeat_weekly_any = /** @type {((inputs?: Media_Repeat_Weekly_AnyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Repeat_Weekly_AnyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeat_weekly_any(inputs)
	if (locale === "fr") return fr_media_repeat_weekly_any(inputs)
	return en_media_repeat_weekly_any(inputs)
});