/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Plan_CustomInputs */

const en_partners_ad_plan_custom = /** @type {(inputs: Partners_Ad_Plan_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan a custom campaign`)
};

const es_partners_ad_plan_custom = /** @type {(inputs: Partners_Ad_Plan_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planificar una campaña a medida`)
};

const fr_partners_ad_plan_custom = /** @type {(inputs: Partners_Ad_Plan_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparer une campagne sur mesure`)
};

/**
* | output |
* | --- |
* | "Plan a custom campaign" |
*
* @param {Partners_Ad_Plan_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_plan_custom = /** @type {((inputs?: Partners_Ad_Plan_CustomInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Plan_CustomInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_plan_custom(inputs)
	if (locale === "fr") return fr_partners_ad_plan_custom(inputs)
	return en_partners_ad_plan_custom(inputs)
});