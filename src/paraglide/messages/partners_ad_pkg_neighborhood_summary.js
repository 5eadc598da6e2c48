/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Neighborhood_SummaryInputs */

const en_partners_ad_pkg_neighborhood_summary = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach visitors browsing one community board.`)
};

const es_partners_ad_pkg_neighborhood_summary = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llega a los visitantes que exploran un distrito comunitario.`)
};

const fr_partners_ad_pkg_neighborhood_summary = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Touchez les visiteurs qui parcourent un district communautaire.`)
};

/**
* | output |
* | --- |
* | "Reach visitors browsing one community board." |
*
* @param {Partners_Ad_Pkg_Neighborhood_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_neighborhood_summary = /** @type {((inputs?: Partners_Ad_Pkg_Neighborhood_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Neighborhood_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_neighborhood_summary(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_neighborhood_summary(inputs)
	return en_partners_ad_pkg_neighborhood_summary(inputs)
});