/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_PlansInputs */

const en_partners_ad_inq_plans = /** @type {(inputs: Partners_Ad_Inq_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See listing plans`)
};

const es_partners_ad_inq_plans = /** @type {(inputs: Partners_Ad_Inq_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes de ficha`)
};

const fr_partners_ad_inq_plans = /** @type {(inputs: Partners_Ad_Inq_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les formules de fiche`)
};

/**
* | output |
* | --- |
* | "See listing plans" |
*
* @param {Partners_Ad_Inq_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_plans = /** @type {((inputs?: Partners_Ad_Inq_PlansInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_PlansInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_plans(inputs)
	if (locale === "fr") return fr_partners_ad_inq_plans(inputs)
	return en_partners_ad_inq_plans(inputs)
});