/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Repeat_Monthly_Weekday_AnyInputs */

const en_media_repeat_monthly_weekday_any = /** @type {(inputs: Media_Repeat_Monthly_Weekday_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every month on the same weekday (like the 1st Friday)`)
};

const es_media_repeat_monthly_weekday_any = /** @type {(inputs: Media_Repeat_Monthly_Weekday_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada mes el mismo día de la semana (como el primer viernes)`)
};

const fr_media_repeat_monthly_weekday_any = /** @type {(inputs: Media_Repeat_Monthly_Weekday_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque mois, le même jour de la semaine (par exemple le 1er vendredi)`)
};

/**
* | output |
* | --- |
* | "Every month on the same weekday (like the 1st Friday)" |
*
* @param {Media_Repeat_Monthly_Weekday_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeat_monthly_weekday_any = /** @type {((inputs?: Media_Repeat_Monthly_Weekday_AnyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Repeat_Monthly_Weekday_AnyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeat_monthly_weekday_any(inputs)
	if (locale === "fr") return fr_media_repeat_monthly_weekday_any(inputs)
	return en_media_repeat_monthly_weekday_any(inputs)
});