/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Custom_3Inputs */

const en_partners_ad_custom_3 = /** @type {(inputs: Partners_Ad_Custom_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multi-location and multi-month bundles`)
};

const es_partners_ad_custom_3 = /** @type {(inputs: Partners_Ad_Custom_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquetes para varias ubicaciones y varios meses`)
};

const fr_partners_ad_custom_3 = /** @type {(inputs: Partners_Ad_Custom_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules multi-sites et sur plusieurs mois`)
};

/**
* | output |
* | --- |
* | "Multi-location and multi-month bundles" |
*
* @param {Partners_Ad_Custom_3Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_custom_3 = /** @type {((inputs?: Partners_Ad_Custom_3Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Custom_3Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_custom_3(inputs)
	if (locale === "fr") return fr_partners_ad_custom_3(inputs)
	return en_partners_ad_custom_3(inputs)
});