/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_No_Business_AfterInputs */

const en_partners_lp_no_business_after = /** @type {(inputs: Partners_Lp_No_Business_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` to see how to link it.`)
};

const es_partners_lp_no_business_after = /** @type {(inputs: Partners_Lp_No_Business_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` para ver cómo vincularlo.`)
};

const fr_partners_lp_no_business_after = /** @type {(inputs: Partners_Lp_No_Business_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` pour savoir comment la relier.`)
};

/**
* | output |
* | --- |
* | "to see how to link it." |
*
* @param {Partners_Lp_No_Business_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_no_business_after = /** @type {((inputs?: Partners_Lp_No_Business_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_No_Business_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_no_business_after(inputs)
	if (locale === "fr") return fr_partners_lp_no_business_after(inputs)
	return en_partners_lp_no_business_after(inputs)
});