/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_Compare_AfterInputs */

const en_partners_ad_inq_compare_after = /** @type {(inputs: Partners_Ad_Inq_Compare_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` before you choose.`)
};

const es_partners_ad_inq_compare_after = /** @type {(inputs: Partners_Ad_Inq_Compare_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` antes de elegir.`)
};

const fr_partners_ad_inq_compare_after = /** @type {(inputs: Partners_Ad_Inq_Compare_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` avant de choisir.`)
};

/**
* | output |
* | --- |
* | "before you choose." |
*
* @param {Partners_Ad_Inq_Compare_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_compare_after = /** @type {((inputs?: Partners_Ad_Inq_Compare_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_Compare_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_compare_after(inputs)
	if (locale === "fr") return fr_partners_ad_inq_compare_after(inputs)
	return en_partners_ad_inq_compare_after(inputs)
});