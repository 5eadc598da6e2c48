/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Kind_LoyaltyInputs */

const en_alerts_kind_loyalty = /** @type {(inputs: Alerts_Kind_LoyaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards`)
};

const es_alerts_kind_loyalty = /** @type {(inputs: Alerts_Kind_LoyaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensas`)
};

const fr_alerts_kind_loyalty = /** @type {(inputs: Alerts_Kind_LoyaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompenses`)
};

/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Alerts_Kind_LoyaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_kind_loyalty = /** @type {((inputs?: Alerts_Kind_LoyaltyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Kind_LoyaltyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_kind_loyalty(inputs)
	if (locale === "fr") return fr_alerts_kind_loyalty(inputs)
	return en_alerts_kind_loyalty(inputs)
});