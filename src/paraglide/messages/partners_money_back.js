/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Money_BackInputs */

const en_partners_money_back = /** @type {(inputs: Partners_Money_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30-day money-back guarantee`)
};

const es_partners_money_back = /** @type {(inputs: Partners_Money_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garantía de reembolso de 30 días`)
};

const fr_partners_money_back = /** @type {(inputs: Partners_Money_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satisfait ou remboursé pendant 30 jours`)
};

/**
* | output |
* | --- |
* | "30-day money-back guarantee" |
*
* @param {Partners_Money_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_money_back = /** @type {((inputs?: Partners_Money_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Money_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_money_back(inputs)
	if (locale === "fr") return fr_partners_money_back(inputs)
	return en_partners_money_back(inputs)
});