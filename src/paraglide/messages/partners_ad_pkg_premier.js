/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_PremierInputs */

const en_partners_ad_pkg_premier = /** @type {(inputs: Partners_Ad_Pkg_PremierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier`)
};

const es_partners_ad_pkg_premier = /** @type {(inputs: Partners_Ad_Pkg_PremierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primera plana`)
};

const fr_partners_ad_pkg_premier = /** @type {(inputs: Partners_Ad_Pkg_PremierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestige`)
};

/**
* | output |
* | --- |
* | "Premier" |
*
* @param {Partners_Ad_Pkg_PremierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_premier = /** @type {((inputs?: Partners_Ad_Pkg_PremierInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_PremierInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_premier(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_premier(inputs)
	return en_partners_ad_pkg_premier(inputs)
});