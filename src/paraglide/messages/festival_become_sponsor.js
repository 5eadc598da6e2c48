/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Become_SponsorInputs */

const en_festival_become_sponsor = /** @type {(inputs: Festival_Become_SponsorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Sponsor`)
};

const es_festival_become_sponsor = /** @type {(inputs: Festival_Become_SponsorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazte patrocinador`)
};

const fr_festival_become_sponsor = /** @type {(inputs: Festival_Become_SponsorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir mécène`)
};

/**
* | output |
* | --- |
* | "Become a Sponsor" |
*
* @param {Festival_Become_SponsorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_become_sponsor = /** @type {((inputs?: Festival_Become_SponsorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Become_SponsorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_become_sponsor(inputs)
	if (locale === "fr") return fr_festival_become_sponsor(inputs)
	return en_festival_become_sponsor(inputs)
});