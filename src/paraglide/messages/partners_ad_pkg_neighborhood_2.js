/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Neighborhood_2Inputs */

const en_partners_ad_pkg_neighborhood_2 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsored card in that board's business listings`)
};

const es_partners_ad_pkg_neighborhood_2 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha patrocinada entre los negocios de ese distrito`)
};

const fr_partners_ad_pkg_neighborhood_2 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche sponsorisée parmi les commerces de ce district`)
};

/**
* | output |
* | --- |
* | "Sponsored card in that board's business listings" |
*
* @param {Partners_Ad_Pkg_Neighborhood_2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_neighborhood_2 = /** @type {((inputs?: Partners_Ad_Pkg_Neighborhood_2Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Neighborhood_2Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_neighborhood_2(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_neighborhood_2(inputs)
	return en_partners_ad_pkg_neighborhood_2(inputs)
});