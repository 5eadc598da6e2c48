/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Upsell_See_PlansInputs */

const en_partners_upsell_see_plans = /** @type {(inputs: Partners_Upsell_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See Premium plans`)
};

const es_partners_upsell_see_plans = /** @type {(inputs: Partners_Upsell_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes Premium`)
};

const fr_partners_upsell_see_plans = /** @type {(inputs: Partners_Upsell_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les formules Premium`)
};

/**
* | output |
* | --- |
* | "See Premium plans" |
*
* @param {Partners_Upsell_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_upsell_see_plans = /** @type {((inputs?: Partners_Upsell_See_PlansInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Upsell_See_PlansInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_upsell_see_plans(inputs)
	if (locale === "fr") return fr_partners_upsell_see_plans(inputs)
	return en_partners_upsell_see_plans(inputs)
});