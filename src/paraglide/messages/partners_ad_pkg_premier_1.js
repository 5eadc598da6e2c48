/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Premier_1Inputs */

const en_partners_ad_pkg_premier_1 = /** @type {(inputs: Partners_Ad_Pkg_Premier_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Spotlight`)
};

const es_partners_ad_pkg_premier_1 = /** @type {(inputs: Partners_Ad_Pkg_Premier_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo del paquete Destacado`)
};

const fr_partners_ad_pkg_premier_1 = /** @type {(inputs: Partners_Ad_Pkg_Premier_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le forfait À la une`)
};

/**
* | output |
* | --- |
* | "Everything in Spotlight" |
*
* @param {Partners_Ad_Pkg_Premier_1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_premier_1 = /** @type {((inputs?: Partners_Ad_Pkg_Premier_1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Premier_1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_premier_1(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_premier_1(inputs)
	return en_partners_ad_pkg_premier_1(inputs)
});