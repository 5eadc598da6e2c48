/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_See_PackagesInputs */

const en_partners_ad_see_packages = /** @type {(inputs: Partners_Ad_See_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See packages`)
};

const es_partners_ad_see_packages = /** @type {(inputs: Partners_Ad_See_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver paquetes`)
};

const fr_partners_ad_see_packages = /** @type {(inputs: Partners_Ad_See_PackagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les formules`)
};

/**
* | output |
* | --- |
* | "See packages" |
*
* @param {Partners_Ad_See_PackagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_see_packages = /** @type {((inputs?: Partners_Ad_See_PackagesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_See_PackagesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_see_packages(inputs)
	if (locale === "fr") return fr_partners_ad_see_packages(inputs)
	return en_partners_ad_see_packages(inputs)
});