/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Loyalty_Redeemed_OnInputs */

const en_loyalty_redeemed_on = /** @type {(inputs: Loyalty_Redeemed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Redeemed on ${i?.date}`)
};

const es_loyalty_redeemed_on = /** @type {(inputs: Loyalty_Redeemed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Canjeada el ${i?.date}`)
};

const fr_loyalty_redeemed_on = /** @type {(inputs: Loyalty_Redeemed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Échangée le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Redeemed on {date}" |
*
* @param {Loyalty_Redeemed_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_redeemed_on = /** @type {((inputs: Loyalty_Redeemed_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Redeemed_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_redeemed_on(inputs)
	if (locale === "fr") return fr_loyalty_redeemed_on(inputs)
	return en_loyalty_redeemed_on(inputs)
});