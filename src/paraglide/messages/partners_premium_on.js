/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_OnInputs */

const en_partners_premium_on = /** @type {(inputs: Partners_Premium_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on`)
};

const es_partners_premium_on = /** @type {(inputs: Partners_Premium_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sobre`)
};

const fr_partners_premium_on = /** @type {(inputs: Partners_Premium_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à propos de`)
};

/**
* | output |
* | --- |
* | "on" |
*
* @param {Partners_Premium_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_on = /** @type {((inputs?: Partners_Premium_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_on(inputs)
	if (locale === "fr") return fr_partners_premium_on(inputs)
	return en_partners_premium_on(inputs)
});