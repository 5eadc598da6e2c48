/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Neighborhood_1Inputs */

const en_partners_ad_pkg_neighborhood_1 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banner on one community board guide page (your choice of board 9, 10, 11 or 12)`)
};

const es_partners_ad_pkg_neighborhood_1 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banner en la página de guía de un distrito comunitario (a elegir entre el 9, 10, 11 o 12)`)
};

const fr_partners_ad_pkg_neighborhood_1 = /** @type {(inputs: Partners_Ad_Pkg_Neighborhood_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bannière sur la page guide d’un district communautaire (au choix : 9, 10, 11 ou 12)`)
};

/**
* | output |
* | --- |
* | "Banner on one community board guide page (your choice of board 9, 10, 11 or 12)" |
*
* @param {Partners_Ad_Pkg_Neighborhood_1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_neighborhood_1 = /** @type {((inputs?: Partners_Ad_Pkg_Neighborhood_1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Neighborhood_1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_neighborhood_1(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_neighborhood_1(inputs)
	return en_partners_ad_pkg_neighborhood_1(inputs)
});