/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_See_PremiumInputs */

const en_dashboard_see_premium = /** @type {(inputs: Dashboard_See_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See premium membership`)
};

const es_dashboard_see_premium = /** @type {(inputs: Dashboard_See_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la membresía Premium`)
};

const fr_dashboard_see_premium = /** @type {(inputs: Dashboard_See_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir l’adhésion Premium`)
};

/**
* | output |
* | --- |
* | "See premium membership" |
*
* @param {Dashboard_See_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_see_premium = /** @type {((inputs?: Dashboard_See_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_See_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_see_premium(inputs)
	if (locale === "fr") return fr_dashboard_see_premium(inputs)
	return en_dashboard_see_premium(inputs)
});