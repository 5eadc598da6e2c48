/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Step1Inputs */

const en_partners_lp_step1 = /** @type {(inputs: Partners_Lp_Step1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a plan`)
};

const es_partners_lp_step1 = /** @type {(inputs: Partners_Lp_Step1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un plan`)
};

const fr_partners_lp_step1 = /** @type {(inputs: Partners_Lp_Step1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une formule`)
};

/**
* | output |
* | --- |
* | "Choose a plan" |
*
* @param {Partners_Lp_Step1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_step1 = /** @type {((inputs?: Partners_Lp_Step1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Step1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_step1(inputs)
	if (locale === "fr") return fr_partners_lp_step1(inputs)
	return en_partners_lp_step1(inputs)
});