/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Premier_4Inputs */

const en_partners_ad_pkg_premier_4 = /** @type {(inputs: Partners_Ad_Pkg_Premier_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority placement during Harlem Week`)
};

const es_partners_ad_pkg_premier_4 = /** @type {(inputs: Partners_Ad_Pkg_Premier_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación prioritaria durante la Harlem Week`)
};

const fr_partners_ad_pkg_premier_4 = /** @type {(inputs: Partners_Ad_Pkg_Premier_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplacement prioritaire pendant la Harlem Week`)
};

/**
* | output |
* | --- |
* | "Priority placement during Harlem Week" |
*
* @param {Partners_Ad_Pkg_Premier_4Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_premier_4 = /** @type {((inputs?: Partners_Ad_Pkg_Premier_4Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Premier_4Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_premier_4(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_premier_4(inputs)
	return en_partners_ad_pkg_premier_4(inputs)
});