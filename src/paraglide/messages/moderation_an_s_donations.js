/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_S_DonationsInputs */

const en_moderation_an_s_donations = /** @type {(inputs: Moderation_An_S_DonationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donations`)
};

const es_moderation_an_s_donations = /** @type {(inputs: Moderation_An_S_DonationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donaciones`)
};

const fr_moderation_an_s_donations = /** @type {(inputs: Moderation_An_S_DonationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dons`)
};

/**
* | output |
* | --- |
* | "Donations" |
*
* @param {Moderation_An_S_DonationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_s_donations = /** @type {((inputs?: Moderation_An_S_DonationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_S_DonationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_s_donations(inputs)
	if (locale === "fr") return fr_moderation_an_s_donations(inputs)
	return en_moderation_an_s_donations(inputs)
});