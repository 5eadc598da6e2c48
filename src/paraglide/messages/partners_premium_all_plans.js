/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_All_PlansInputs */

const en_partners_premium_all_plans = /** @type {(inputs: Partners_Premium_All_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`all plans, for explorers and businesses`)
};

const es_partners_premium_all_plans = /** @type {(inputs: Partners_Premium_All_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todos los planes, para exploradores y negocios`)
};

const fr_partners_premium_all_plans = /** @type {(inputs: Partners_Premium_All_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`toutes les formules, pour les explorateurs et les commerces`)
};

/**
* | output |
* | --- |
* | "all plans, for explorers and businesses" |
*
* @param {Partners_Premium_All_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_all_plans = /** @type {((inputs?: Partners_Premium_All_PlansInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_All_PlansInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_all_plans(inputs)
	if (locale === "fr") return fr_partners_premium_all_plans(inputs)
	return en_partners_premium_all_plans(inputs)
});