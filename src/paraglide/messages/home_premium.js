/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_PremiumInputs */

const en_home_premium = /** @type {(inputs: Home_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium businesses`)
};

const es_home_premium = /** @type {(inputs: Home_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocios Premium`)
};

const fr_home_premium = /** @type {(inputs: Home_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerces Premium`)
};

/**
* | output |
* | --- |
* | "Premium businesses" |
*
* @param {Home_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_premium = /** @type {((inputs?: Home_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_premium(inputs)
	if (locale === "fr") return fr_home_premium(inputs)
	return en_home_premium(inputs)
});