/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Ads_Plan_Period_EndsInputs */

const en_ads_plan_period_ends = /** @type {(inputs: Ads_Plan_Period_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This period ends on ${i?.date}.`)
};

const es_ads_plan_period_ends = /** @type {(inputs: Ads_Plan_Period_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este periodo termina el ${i?.date}.`)
};

const fr_ads_plan_period_ends = /** @type {(inputs: Ads_Plan_Period_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette période se termine le ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "This period ends on {date}." |
*
* @param {Ads_Plan_Period_EndsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_plan_period_ends = /** @type {((inputs: Ads_Plan_Period_EndsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Plan_Period_EndsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_plan_period_ends(inputs)
	if (locale === "fr") return fr_ads_plan_period_ends(inputs)
	return en_ads_plan_period_ends(inputs)
});