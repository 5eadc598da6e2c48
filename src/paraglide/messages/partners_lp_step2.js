/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Step2Inputs */

const en_partners_lp_step2 = /** @type {(inputs: Partners_Lp_Step2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay securely`)
};

const es_partners_lp_step2 = /** @type {(inputs: Partners_Lp_Step2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paga de forma segura`)
};

const fr_partners_lp_step2 = /** @type {(inputs: Partners_Lp_Step2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payez en toute sécurité`)
};

/**
* | output |
* | --- |
* | "Pay securely" |
*
* @param {Partners_Lp_Step2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_step2 = /** @type {((inputs?: Partners_Lp_Step2Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Step2Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_step2(inputs)
	if (locale === "fr") return fr_partners_lp_step2(inputs)
	return en_partners_lp_step2(inputs)
});