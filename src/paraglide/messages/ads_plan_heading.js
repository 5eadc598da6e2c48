/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Plan_HeadingInputs */

const en_ads_plan_heading = /** @type {(inputs: Ads_Plan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan`)
};

const es_ads_plan_heading = /** @type {(inputs: Ads_Plan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan`)
};

const fr_ads_plan_heading = /** @type {(inputs: Ads_Plan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre formule`)
};

/**
* | output |
* | --- |
* | "Your plan" |
*
* @param {Ads_Plan_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_plan_heading = /** @type {((inputs?: Ads_Plan_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Plan_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_plan_heading(inputs)
	if (locale === "fr") return fr_ads_plan_heading(inputs)
	return en_ads_plan_heading(inputs)
});