/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_SpotlightInputs */

const en_partners_ad_pkg_spotlight = /** @type {(inputs: Partners_Ad_Pkg_SpotlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spotlight`)
};

const es_partners_ad_pkg_spotlight = /** @type {(inputs: Partners_Ad_Pkg_SpotlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destacado`)
};

const fr_partners_ad_pkg_spotlight = /** @type {(inputs: Partners_Ad_Pkg_SpotlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À la une`)
};

/**
* | output |
* | --- |
* | "Spotlight" |
*
* @param {Partners_Ad_Pkg_SpotlightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_spotlight = /** @type {((inputs?: Partners_Ad_Pkg_SpotlightInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_SpotlightInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_spotlight(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_spotlight(inputs)
	return en_partners_ad_pkg_spotlight(inputs)
});