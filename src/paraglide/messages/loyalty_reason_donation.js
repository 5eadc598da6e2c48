/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Reason_DonationInputs */

const en_loyalty_reason_donation = /** @type {(inputs: Loyalty_Reason_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donation to Harlem Guide`)
};

const es_loyalty_reason_donation = /** @type {(inputs: Loyalty_Reason_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donación a Harlem Guide`)
};

const fr_loyalty_reason_donation = /** @type {(inputs: Loyalty_Reason_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don à Harlem Guide`)
};

/**
* | output |
* | --- |
* | "Donation to Harlem Guide" |
*
* @param {Loyalty_Reason_DonationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_reason_donation = /** @type {((inputs?: Loyalty_Reason_DonationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Reason_DonationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_reason_donation(inputs)
	if (locale === "fr") return fr_loyalty_reason_donation(inputs)
	return en_loyalty_reason_donation(inputs)
});