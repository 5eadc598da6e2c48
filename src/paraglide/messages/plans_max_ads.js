/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Plans_Max_AdsInputs */

const en_plans_max_ads = /** @type {(inputs: Plans_Max_AdsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Up to ${i?.count} live ads at a time`)
};

const es_plans_max_ads = /** @type {(inputs: Plans_Max_AdsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hasta ${i?.count} anuncios activos a la vez`)
};

const fr_plans_max_ads = /** @type {(inputs: Plans_Max_AdsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jusqu’à ${i?.count} annonces en ligne à la fois`)
};

/**
* | output |
* | --- |
* | "Up to {count} live ads at a time" |
*
* @param {Plans_Max_AdsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_max_ads = /** @type {((inputs: Plans_Max_AdsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Max_AdsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_max_ads(inputs)
	if (locale === "fr") return fr_plans_max_ads(inputs)
	return en_plans_max_ads(inputs)
});