/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ nth: NonNullable<unknown>, weekday: NonNullable<unknown> }} Media_Repeat_Monthly_NthInputs */

const en_media_repeat_monthly_nth = /** @type {(inputs: Media_Repeat_Monthly_NthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every month on the ${i?.nth} ${i?.weekday}`)
};

const es_media_repeat_monthly_nth = /** @type {(inputs: Media_Repeat_Monthly_NthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada mes el ${i?.nth} ${i?.weekday}`)
};

const fr_media_repeat_monthly_nth = /** @type {(inputs: Media_Repeat_Monthly_NthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque mois le ${i?.nth} ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "Every month on the {nth} {weekday}" |
*
* @param {Media_Repeat_Monthly_NthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeat_monthly_nth = /** @type {((inputs: Media_Repeat_Monthly_NthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Repeat_Monthly_NthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeat_monthly_nth(inputs)
	if (locale === "fr") return fr_media_repeat_monthly_nth(inputs)
	return en_media_repeat_monthly_nth(inputs)
});