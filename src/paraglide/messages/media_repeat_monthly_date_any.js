/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Repeat_Monthly_Date_AnyInputs */

const en_media_repeat_monthly_date_any = /** @type {(inputs: Media_Repeat_Monthly_Date_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every month on the same date`)
};

const es_media_repeat_monthly_date_any = /** @type {(inputs: Media_Repeat_Monthly_Date_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada mes en la misma fecha`)
};

const fr_media_repeat_monthly_date_any = /** @type {(inputs: Media_Repeat_Monthly_Date_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque mois, à la même date`)
};

/**
* | output |
* | --- |
* | "Every month on the same date" |
*
* @param {Media_Repeat_Monthly_Date_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeat_monthly_date_any = /** @type {((inputs?: Media_Repeat_Monthly_Date_AnyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Repeat_Monthly_Date_AnyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeat_monthly_date_any(inputs)
	if (locale === "fr") return fr_media_repeat_monthly_date_any(inputs)
	return en_media_repeat_monthly_date_any(inputs)
});