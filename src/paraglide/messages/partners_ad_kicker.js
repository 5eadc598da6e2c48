/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_KickerInputs */

const en_partners_ad_kicker = /** @type {(inputs: Partners_Ad_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For businesses and brands`)
};

const es_partners_ad_kicker = /** @type {(inputs: Partners_Ad_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para negocios y marcas`)
};

const fr_partners_ad_kicker = /** @type {(inputs: Partners_Ad_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les entreprises et les marques`)
};

/**
* | output |
* | --- |
* | "For businesses and brands" |
*
* @param {Partners_Ad_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_kicker = /** @type {((inputs?: Partners_Ad_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_kicker(inputs)
	if (locale === "fr") return fr_partners_ad_kicker(inputs)
	return en_partners_ad_kicker(inputs)
});