/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Why_PlansInputs */

const en_partners_ad_why_plans = /** @type {(inputs: Partners_Ad_Why_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People with plans.`)
};

const es_partners_ad_why_plans = /** @type {(inputs: Partners_Ad_Why_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas con planes.`)
};

const fr_partners_ad_why_plans = /** @type {(inputs: Partners_Ad_Why_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des gens qui ont des projets.`)
};

/**
* | output |
* | --- |
* | "People with plans." |
*
* @param {Partners_Ad_Why_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_why_plans = /** @type {((inputs?: Partners_Ad_Why_PlansInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Why_PlansInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_why_plans(inputs)
	if (locale === "fr") return fr_partners_ad_why_plans(inputs)
	return en_partners_ad_why_plans(inputs)
});