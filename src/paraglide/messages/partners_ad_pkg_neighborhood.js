/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_NeighborhoodInputs */

const en_partners_ad_pkg_neighborhood = /** @type {(inputs: Partners_Ad_Pkg_NeighborhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighborhood`)
};

const es_partners_ad_pkg_neighborhood = /** @type {(inputs: Partners_Ad_Pkg_NeighborhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barrio`)
};

const fr_partners_ad_pkg_neighborhood = /** @type {(inputs: Partners_Ad_Pkg_NeighborhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quartier`)
};

/**
* | output |
* | --- |
* | "Neighborhood" |
*
* @param {Partners_Ad_Pkg_NeighborhoodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_neighborhood = /** @type {((inputs?: Partners_Ad_Pkg_NeighborhoodInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_NeighborhoodInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_neighborhood(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_neighborhood(inputs)
	return en_partners_ad_pkg_neighborhood(inputs)
});