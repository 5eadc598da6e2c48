/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Col_RedeemedInputs */

const en_loyalty_col_redeemed = /** @type {(inputs: Loyalty_Col_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redeemed`)
};

const es_loyalty_col_redeemed = /** @type {(inputs: Loyalty_Col_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canjeada`)
};

const fr_loyalty_col_redeemed = /** @type {(inputs: Loyalty_Col_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échangée`)
};

/**
* | output |
* | --- |
* | "Redeemed" |
*
* @param {Loyalty_Col_RedeemedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_col_redeemed = /** @type {((inputs?: Loyalty_Col_RedeemedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Col_RedeemedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_col_redeemed(inputs)
	if (locale === "fr") return fr_loyalty_col_redeemed(inputs)
	return en_loyalty_col_redeemed(inputs)
});