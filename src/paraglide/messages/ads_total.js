/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_TotalInputs */

const en_ads_total = /** @type {(inputs: Ads_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const es_ads_total = /** @type {(inputs: Ads_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En total`)
};

const fr_ads_total = /** @type {(inputs: Ads_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au total`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Ads_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_total = /** @type {((inputs?: Ads_TotalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_TotalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_total(inputs)
	if (locale === "fr") return fr_ads_total(inputs)
	return en_ads_total(inputs)
});