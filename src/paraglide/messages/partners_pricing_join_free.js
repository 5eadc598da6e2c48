/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_Join_FreeInputs */

const en_partners_pricing_join_free = /** @type {(inputs: Partners_Pricing_Join_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join free`)
};

const es_partners_pricing_join_free = /** @type {(inputs: Partners_Pricing_Join_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete gratis`)
};

const fr_partners_pricing_join_free = /** @type {(inputs: Partners_Pricing_Join_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription gratuite`)
};

/**
* | output |
* | --- |
* | "Join free" |
*
* @param {Partners_Pricing_Join_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_join_free = /** @type {((inputs?: Partners_Pricing_Join_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_Join_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_join_free(inputs)
	if (locale === "fr") return fr_partners_pricing_join_free(inputs)
	return en_partners_pricing_join_free(inputs)
});