/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Earn_OnceInputs */

const en_loyalty_earn_once = /** @type {(inputs: Loyalty_Earn_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each action counts once.`)
};

const es_loyalty_earn_once = /** @type {(inputs: Loyalty_Earn_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada acción cuenta una sola vez.`)
};

const fr_loyalty_earn_once = /** @type {(inputs: Loyalty_Earn_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque action ne compte qu’une fois.`)
};

/**
* | output |
* | --- |
* | "Each action counts once." |
*
* @param {Loyalty_Earn_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_earn_once = /** @type {((inputs?: Loyalty_Earn_OnceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Earn_OnceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_earn_once(inputs)
	if (locale === "fr") return fr_loyalty_earn_once(inputs)
	return en_loyalty_earn_once(inputs)
});