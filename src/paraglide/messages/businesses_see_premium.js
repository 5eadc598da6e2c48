/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_See_PremiumInputs */

const en_businesses_see_premium = /** @type {(inputs: Businesses_See_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See premium membership`)
};

const es_businesses_see_premium = /** @type {(inputs: Businesses_See_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la membresía premium`)
};

const fr_businesses_see_premium = /** @type {(inputs: Businesses_See_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir l’abonnement premium`)
};

/**
* | output |
* | --- |
* | "See premium membership" |
*
* @param {Businesses_See_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_see_premium = /** @type {((inputs?: Businesses_See_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_See_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_see_premium(inputs)
	if (locale === "fr") return fr_businesses_see_premium(inputs)
	return en_businesses_see_premium(inputs)
});