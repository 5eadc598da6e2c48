/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Spotlight_3Inputs */

const en_partners_ad_pkg_spotlight_3 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One feature in the monthly newsletter`)
};

const es_partners_ad_pkg_spotlight_3 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una mención destacada en el boletín mensual`)
};

const fr_partners_ad_pkg_spotlight_3 = /** @type {(inputs: Partners_Ad_Pkg_Spotlight_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une mise en avant dans la newsletter mensuelle`)
};

/**
* | output |
* | --- |
* | "One feature in the monthly newsletter" |
*
* @param {Partners_Ad_Pkg_Spotlight_3Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_spotlight_3 = /** @type {((inputs?: Partners_Ad_Pkg_Spotlight_3Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Spotlight_3Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_spotlight_3(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_spotlight_3(inputs)
	return en_partners_ad_pkg_spotlight_3(inputs)
});