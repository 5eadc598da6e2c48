/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Earn_PremiumInputs */

const en_loyalty_earn_premium = /** @type {(inputs: Loyalty_Earn_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each paid Premium month`)
};

const es_loyalty_earn_premium = /** @type {(inputs: Loyalty_Earn_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada mes Premium pagado`)
};

const fr_loyalty_earn_premium = /** @type {(inputs: Loyalty_Earn_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque mois Premium payé`)
};

/**
* | output |
* | --- |
* | "Each paid Premium month" |
*
* @param {Loyalty_Earn_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_earn_premium = /** @type {((inputs?: Loyalty_Earn_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Earn_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_earn_premium(inputs)
	if (locale === "fr") return fr_loyalty_earn_premium(inputs)
	return en_loyalty_earn_premium(inputs)
});