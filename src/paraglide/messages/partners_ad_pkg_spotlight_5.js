/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Spotlight_5Inputs */

const en_partners_ad_pkg_spotlight_5 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creative changes whenever you need them`)
};

const es_partners_ad_pkg_spotlight_5 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios de diseño siempre que los necesites`)
};

const fr_partners_ad_pkg_spotlight_5 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des modifications de visuel dès que vous en avez besoin`)
};

/**
* | output |
* | --- |
* | "Creative changes whenever you need them" |
*
* @param {Partners_Ad_Pkg_Spotlight_5Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_spotlight_5 = /** @type {((inputs?: Partners_Ad_Pkg_Spotlight_5Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Spotlight_5Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_spotlight_5(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_spotlight_5(inputs)
	return en_partners_ad_pkg_spotlight_5(inputs)
});