/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weekday: NonNullable<unknown> }} Media_Repeat_Monthly_LastInputs */

const en_media_repeat_monthly_last = /** @type {(inputs: Media_Repeat_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every month on the last ${i?.weekday}`)
};

const es_media_repeat_monthly_last = /** @type {(inputs: Media_Repeat_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada mes el último ${i?.weekday}`)
};

const fr_media_repeat_monthly_last = /** @type {(inputs: Media_Repeat_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque mois le dernier ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "Every month on the last {weekday}" |
*
* @param {Media_Repeat_Monthly_LastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeat_monthly_last = /** @type {((inputs: Media_Repeat_Monthly_LastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Repeat_Monthly_LastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeat_monthly_last(inputs)
	if (locale === "fr") return fr_media_repeat_monthly_last(inputs)
	return en_media_repeat_monthly_last(inputs)
});