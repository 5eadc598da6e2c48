/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Premier_5Inputs */

const en_partners_ad_pkg_premier_5 = /** @type {(inputs: Partners_Ad_Pkg_Premier_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A dedicated account manager and a quarterly strategy call`)
};

const es_partners_ad_pkg_premier_5 = /** @type {(inputs: Partners_Ad_Pkg_Premier_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un gestor de cuenta dedicado y una llamada trimestral de estrategia`)
};

const fr_partners_ad_pkg_premier_5 = /** @type {(inputs: Partners_Ad_Pkg_Premier_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un chargé de compte attitré et un point stratégique chaque trimestre`)
};

/**
* | output |
* | --- |
* | "A dedicated account manager and a quarterly strategy call" |
*
* @param {Partners_Ad_Pkg_Premier_5Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_premier_5 = /** @type {((inputs?: Partners_Ad_Pkg_Premier_5Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Premier_5Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_premier_5(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_premier_5(inputs)
	return en_partners_ad_pkg_premier_5(inputs)
});