/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Step3Inputs */

const en_partners_lp_step3 = /** @type {(inputs: Partners_Lp_Step3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go premium at once`)
};

const es_partners_lp_step3 = /** @type {(inputs: Partners_Lp_Step3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prémium al instante`)
};

const fr_partners_lp_step3 = /** @type {(inputs: Partners_Lp_Step3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium immédiatement`)
};

/**
* | output |
* | --- |
* | "Go premium at once" |
*
* @param {Partners_Lp_Step3Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_step3 = /** @type {((inputs?: Partners_Lp_Step3Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Step3Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_step3(inputs)
	if (locale === "fr") return fr_partners_lp_step3(inputs)
	return en_partners_lp_step3(inputs)
});