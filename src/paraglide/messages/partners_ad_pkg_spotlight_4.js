/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Spotlight_4Inputs */

const en_partners_ad_pkg_spotlight_4 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two social media posts per month`)
};

const es_partners_ad_pkg_spotlight_4 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dos publicaciones en redes sociales al mes`)
};

const fr_partners_ad_pkg_spotlight_4 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deux publications sur les réseaux sociaux par mois`)
};

/**
* | output |
* | --- |
* | "Two social media posts per month" |
*
* @param {Partners_Ad_Pkg_Spotlight_4Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_spotlight_4 = /** @type {((inputs?: Partners_Ad_Pkg_Spotlight_4Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Spotlight_4Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_spotlight_4(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_spotlight_4(inputs)
	return en_partners_ad_pkg_spotlight_4(inputs)
});