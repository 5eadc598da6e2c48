/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cap: NonNullable<unknown> }} Loyalty_Earn_DonationInputs */

const en_loyalty_earn_donation = /** @type {(inputs: Loyalty_Earn_DonationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A donation: 1 point per dollar, up to ${i?.cap} points`)
};

const es_loyalty_earn_donation = /** @type {(inputs: Loyalty_Earn_DonationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una donación: 1 punto por dólar, hasta ${i?.cap} puntos`)
};

const fr_loyalty_earn_donation = /** @type {(inputs: Loyalty_Earn_DonationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un don : 1 point par dollar, jusqu’à ${i?.cap} points`)
};

/**
* | output |
* | --- |
* | "A donation: 1 point per dollar, up to {cap} points" |
*
* @param {Loyalty_Earn_DonationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_earn_donation = /** @type {((inputs: Loyalty_Earn_DonationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Earn_DonationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_earn_donation(inputs)
	if (locale === "fr") return fr_loyalty_earn_donation(inputs)
	return en_loyalty_earn_donation(inputs)
});