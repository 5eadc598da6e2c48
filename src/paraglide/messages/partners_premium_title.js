/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_TitleInputs */

const en_partners_premium_title = /** @type {(inputs: Partners_Premium_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Membership`)
};

const es_partners_premium_title = /** @type {(inputs: Partners_Premium_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membresía Premium`)
};

const fr_partners_premium_title = /** @type {(inputs: Partners_Premium_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement Premium`)
};

/**
* | output |
* | --- |
* | "Premium Membership" |
*
* @param {Partners_Premium_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_title = /** @type {((inputs?: Partners_Premium_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_title(inputs)
	if (locale === "fr") return fr_partners_premium_title(inputs)
	return en_partners_premium_title(inputs)
});