/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Travel_TradeInputs */

const en_footer_travel_trade = /** @type {(inputs: Footer_Travel_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travel Trade`)
};

const es_footer_travel_trade = /** @type {(inputs: Footer_Travel_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profesionales del turismo`)
};

const fr_footer_travel_trade = /** @type {(inputs: Footer_Travel_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professionnels du tourisme`)
};

/**
* | output |
* | --- |
* | "Travel Trade" |
*
* @param {Footer_Travel_TradeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_travel_trade = /** @type {((inputs?: Footer_Travel_TradeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Travel_TradeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_travel_trade(inputs)
	if (locale === "fr") return fr_footer_travel_trade(inputs)
	return en_footer_travel_trade(inputs)
});