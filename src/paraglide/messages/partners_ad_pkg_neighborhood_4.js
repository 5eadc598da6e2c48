/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Neighborhood_4Inputs */

const en_partners_ad_pkg_neighborhood_4 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One creative change per month`)
};

const es_partners_ad_pkg_neighborhood_4 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cambio de diseño al mes`)
};

const fr_partners_ad_pkg_neighborhood_4 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une modification de visuel par mois`)
};

/**
* | output |
* | --- |
* | "One creative change per month" |
*
* @param {Partners_Ad_Pkg_Neighborhood_4Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_neighborhood_4 = /** @type {((inputs?: Partners_Ad_Pkg_Neighborhood_4Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Neighborhood_4Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_neighborhood_4(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_neighborhood_4(inputs)
	return en_partners_ad_pkg_neighborhood_4(inputs)
});