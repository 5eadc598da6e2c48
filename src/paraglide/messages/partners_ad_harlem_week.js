/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Harlem_WeekInputs */

const en_partners_ad_harlem_week = /** @type {(inputs: Partners_Ad_Harlem_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Week sponsorship`)
};

const es_partners_ad_harlem_week = /** @type {(inputs: Partners_Ad_Harlem_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patrocinio de la Harlem Week`)
};

const fr_partners_ad_harlem_week = /** @type {(inputs: Partners_Ad_Harlem_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parrainage de la Harlem Week`)
};

/**
* | output |
* | --- |
* | "Harlem Week sponsorship" |
*
* @param {Partners_Ad_Harlem_WeekInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_harlem_week = /** @type {((inputs?: Partners_Ad_Harlem_WeekInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Harlem_WeekInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_harlem_week(inputs)
	if (locale === "fr") return fr_partners_ad_harlem_week(inputs)
	return en_partners_ad_harlem_week(inputs)
});