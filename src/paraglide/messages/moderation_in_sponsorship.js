/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_SponsorshipInputs */

const en_moderation_in_sponsorship = /** @type {(inputs: Moderation_In_SponsorshipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsorship inquiries`)
};

const es_moderation_in_sponsorship = /** @type {(inputs: Moderation_In_SponsorshipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultas de patrocinio`)
};

const fr_moderation_in_sponsorship = /** @type {(inputs: Moderation_In_SponsorshipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes de parrainage`)
};

/**
* | output |
* | --- |
* | "Sponsorship inquiries" |
*
* @param {Moderation_In_SponsorshipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_sponsorship = /** @type {((inputs?: Moderation_In_SponsorshipInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_SponsorshipInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_sponsorship(inputs)
	if (locale === "fr") return fr_moderation_in_sponsorship(inputs)
	return en_moderation_in_sponsorship(inputs)
});