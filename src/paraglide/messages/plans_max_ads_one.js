/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Max_Ads_OneInputs */

const en_plans_max_ads_one = /** @type {(inputs: Plans_Max_Ads_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One live ad at a time`)
};

const es_plans_max_ads_one = /** @type {(inputs: Plans_Max_Ads_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un anuncio activo a la vez`)
};

const fr_plans_max_ads_one = /** @type {(inputs: Plans_Max_Ads_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une annonce en ligne à la fois`)
};

/**
* | output |
* | --- |
* | "One live ad at a time" |
*
* @param {Plans_Max_Ads_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_max_ads_one = /** @type {((inputs?: Plans_Max_Ads_OneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Max_Ads_OneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_max_ads_one(inputs)
	if (locale === "fr") return fr_plans_max_ads_one(inputs)
	return en_plans_max_ads_one(inputs)
});