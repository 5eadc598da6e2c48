/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Neighborhood_3Inputs */

const en_partners_ad_pkg_neighborhood_3 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly report of impressions and clicks`)
};

const es_partners_ad_pkg_neighborhood_3 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe mensual de impresiones y clics`)
};

const fr_partners_ad_pkg_neighborhood_3 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapport mensuel des impressions et des clics`)
};

/**
* | output |
* | --- |
* | "Monthly report of impressions and clicks" |
*
* @param {Partners_Ad_Pkg_Neighborhood_3Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_neighborhood_3 = /** @type {((inputs?: Partners_Ad_Pkg_Neighborhood_3Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Neighborhood_3Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_neighborhood_3(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_neighborhood_3(inputs)
	return en_partners_ad_pkg_neighborhood_3(inputs)
});