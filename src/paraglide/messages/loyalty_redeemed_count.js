/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ redeemed: NonNullable<unknown> }} Loyalty_Redeemed_CountInputs */

const en_loyalty_redeemed_count = /** @type {(inputs: Loyalty_Redeemed_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.redeemed} redeemed`)
};

const es_loyalty_redeemed_count = /** @type {(inputs: Loyalty_Redeemed_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.redeemed} canjeadas`)
};

const fr_loyalty_redeemed_count = /** @type {(inputs: Loyalty_Redeemed_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.redeemed} échangées`)
};

/**
* | output |
* | --- |
* | "{redeemed} redeemed" |
*
* @param {Loyalty_Redeemed_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_redeemed_count = /** @type {((inputs: Loyalty_Redeemed_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Redeemed_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_redeemed_count(inputs)
	if (locale === "fr") return fr_loyalty_redeemed_count(inputs)
	return en_loyalty_redeemed_count(inputs)
});