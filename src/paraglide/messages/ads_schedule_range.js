/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Ads_Schedule_RangeInputs */

const en_ads_schedule_range = /** @type {(inputs: Ads_Schedule_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} to ${i?.end}`)
};

const es_ads_schedule_range = /** @type {(inputs: Ads_Schedule_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`del ${i?.start} al ${i?.end}`)
};

const fr_ads_schedule_range = /** @type {(inputs: Ads_Schedule_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`du ${i?.start} au ${i?.end}`)
};

/**
* | output |
* | --- |
* | "{start} to {end}" |
*
* @param {Ads_Schedule_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_schedule_range = /** @type {((inputs: Ads_Schedule_RangeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Schedule_RangeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_schedule_range(inputs)
	if (locale === "fr") return fr_ads_schedule_range(inputs)
	return en_ads_schedule_range(inputs)
});