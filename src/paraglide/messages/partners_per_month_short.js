/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Per_Month_ShortInputs */

const en_partners_per_month_short = /** @type {(inputs: Partners_Per_Month_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`month`)
};

const es_partners_per_month_short = /** @type {(inputs: Partners_Per_Month_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mes`)
};

const fr_partners_per_month_short = /** @type {(inputs: Partners_Per_Month_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mois`)
};

/**
* | output |
* | --- |
* | "month" |
*
* @param {Partners_Per_Month_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_per_month_short = /** @type {((inputs?: Partners_Per_Month_ShortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Per_Month_ShortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_per_month_short(inputs)
	if (locale === "fr") return fr_partners_per_month_short(inputs)
	return en_partners_per_month_short(inputs)
});