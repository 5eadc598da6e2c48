/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_YearlyInputs */

const en_partners_premium_yearly = /** @type {(inputs: Partners_Premium_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yearly`)
};

const es_partners_premium_yearly = /** @type {(inputs: Partners_Premium_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anual`)
};

const fr_partners_premium_yearly = /** @type {(inputs: Partners_Premium_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuel`)
};

/**
* | output |
* | --- |
* | "Yearly" |
*
* @param {Partners_Premium_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_yearly = /** @type {((inputs?: Partners_Premium_YearlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_YearlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_yearly(inputs)
	if (locale === "fr") return fr_partners_premium_yearly(inputs)
	return en_partners_premium_yearly(inputs)
});