/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Col_ScheduleInputs */

const en_ads_col_schedule = /** @type {(inputs: Ads_Col_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

const es_ads_col_schedule = /** @type {(inputs: Ads_Col_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendario`)
};

const fr_ads_col_schedule = /** @type {(inputs: Ads_Col_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période`)
};

/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Ads_Col_ScheduleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_col_schedule = /** @type {((inputs?: Ads_Col_ScheduleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Col_ScheduleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_col_schedule(inputs)
	if (locale === "fr") return fr_ads_col_schedule(inputs)
	return en_ads_col_schedule(inputs)
});