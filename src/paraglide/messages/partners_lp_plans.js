/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_PlansInputs */

const en_partners_lp_plans = /** @type {(inputs: Partners_Lp_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

const es_partners_lp_plans = /** @type {(inputs: Partners_Lp_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes`)
};

const fr_partners_lp_plans = /** @type {(inputs: Partners_Lp_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules`)
};

/**
* | output |
* | --- |
* | "Plans" |
*
* @param {Partners_Lp_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_plans = /** @type {((inputs?: Partners_Lp_PlansInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_PlansInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_plans(inputs)
	if (locale === "fr") return fr_partners_lp_plans(inputs)
	return en_partners_lp_plans(inputs)
});