/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Media_Repeat_Monthly_DateInputs */

const en_media_repeat_monthly_date = /** @type {(inputs: Media_Repeat_Monthly_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every month on the ${i?.day}`)
};

const es_media_repeat_monthly_date = /** @type {(inputs: Media_Repeat_Monthly_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada mes el día ${i?.day}`)
};

const fr_media_repeat_monthly_date = /** @type {(inputs: Media_Repeat_Monthly_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque mois le ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Every month on the {day}" |
*
* @param {Media_Repeat_Monthly_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeat_monthly_date = /** @type {((inputs: Media_Repeat_Monthly_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Repeat_Monthly_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeat_monthly_date(inputs)
	if (locale === "fr") return fr_media_repeat_monthly_date(inputs)
	return en_media_repeat_monthly_date(inputs)
});