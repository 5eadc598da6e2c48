/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Performance_EmptyInputs */

const en_ads_performance_empty = /** @type {(inputs: Ads_Performance_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No impressions yet.`)
};

const es_ads_performance_empty = /** @type {(inputs: Ads_Performance_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay impresiones.`)
};

const fr_ads_performance_empty = /** @type {(inputs: Ads_Performance_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore d’affichage.`)
};

/**
* | output |
* | --- |
* | "No impressions yet." |
*
* @param {Ads_Performance_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_performance_empty = /** @type {((inputs?: Ads_Performance_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Performance_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_performance_empty(inputs)
	if (locale === "fr") return fr_ads_performance_empty(inputs)
	return en_ads_performance_empty(inputs)
});