/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Card_PremiumInputs */

const en_dashboard_card_premium = /** @type {(inputs: Dashboard_Card_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Spots`)
};

const es_dashboard_card_premium = /** @type {(inputs: Dashboard_Card_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares Premium`)
};

const fr_dashboard_card_premium = /** @type {(inputs: Dashboard_Card_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresses Premium`)
};

/**
* | output |
* | --- |
* | "Premium Spots" |
*
* @param {Dashboard_Card_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_card_premium = /** @type {((inputs?: Dashboard_Card_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Card_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_card_premium(inputs)
	if (locale === "fr") return fr_dashboard_card_premium(inputs)
	return en_dashboard_card_premium(inputs)
});