/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Spotlight_1Inputs */

const en_partners_ad_pkg_spotlight_1 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Neighborhood, on all four community boards`)
};

const es_partners_ad_pkg_spotlight_1 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo del paquete Barrio, en los cuatro distritos comunitarios`)
};

const fr_partners_ad_pkg_spotlight_1 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le forfait Quartier, sur les quatre districts communautaires`)
};

/**
* | output |
* | --- |
* | "Everything in Neighborhood, on all four community boards" |
*
* @param {Partners_Ad_Pkg_Spotlight_1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_spotlight_1 = /** @type {((inputs?: Partners_Ad_Pkg_Spotlight_1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Spotlight_1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_spotlight_1(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_spotlight_1(inputs)
	return en_partners_ad_pkg_spotlight_1(inputs)
});