/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, amount: NonNullable<unknown> }} Partners_Sp_Tier_With_AmountInputs */

const en_partners_sp_tier_with_amount = /** @type {(inputs: Partners_Sp_Tier_With_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} (${i?.amount}+)`)
};

const es_partners_sp_tier_with_amount = /** @type {(inputs: Partners_Sp_Tier_With_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} (desde ${i?.amount})`)
};

const fr_partners_sp_tier_with_amount = /** @type {(inputs: Partners_Sp_Tier_With_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} (à partir de ${i?.amount})`)
};

/**
* | output |
* | --- |
* | "{tier} ({amount}+)" |
*
* @param {Partners_Sp_Tier_With_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_tier_with_amount = /** @type {((inputs: Partners_Sp_Tier_With_AmountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Tier_With_AmountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_tier_with_amount(inputs)
	if (locale === "fr") return fr_partners_sp_tier_with_amount(inputs)
	return en_partners_sp_tier_with_amount(inputs)
});