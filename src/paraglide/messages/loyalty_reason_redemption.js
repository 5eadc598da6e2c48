/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Reason_RedemptionInputs */

const en_loyalty_reason_redemption = /** @type {(inputs: Loyalty_Reason_RedemptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redeemed a reward`)
};

const es_loyalty_reason_redemption = /** @type {(inputs: Loyalty_Reason_RedemptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensa canjeada`)
};

const fr_loyalty_reason_redemption = /** @type {(inputs: Loyalty_Reason_RedemptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompense échangée`)
};

/**
* | output |
* | --- |
* | "Redeemed a reward" |
*
* @param {Loyalty_Reason_RedemptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_reason_redemption = /** @type {((inputs?: Loyalty_Reason_RedemptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Reason_RedemptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_reason_redemption(inputs)
	if (locale === "fr") return fr_loyalty_reason_redemption(inputs)
	return en_loyalty_reason_redemption(inputs)
});