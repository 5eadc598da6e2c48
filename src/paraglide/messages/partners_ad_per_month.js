/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Partners_Ad_Per_MonthInputs */

const en_partners_ad_per_month = /** @type {(inputs: Partners_Ad_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}/month`)
};

const es_partners_ad_per_month = /** @type {(inputs: Partners_Ad_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} al mes`)
};

const fr_partners_ad_per_month = /** @type {(inputs: Partners_Ad_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} par mois`)
};

/**
* | output |
* | --- |
* | "{price}/month" |
*
* @param {Partners_Ad_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_per_month = /** @type {((inputs: Partners_Ad_Per_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Per_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_per_month(inputs)
	if (locale === "fr") return fr_partners_ad_per_month(inputs)
	return en_partners_ad_per_month(inputs)
});