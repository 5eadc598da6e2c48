/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Tier_PlatinumInputs */

const en_festival_tier_platinum = /** @type {(inputs: Festival_Tier_PlatinumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platinum`)
};

const es_festival_tier_platinum = /** @type {(inputs: Festival_Tier_PlatinumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platino`)
};

const fr_festival_tier_platinum = /** @type {(inputs: Festival_Tier_PlatinumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenaire Platine`)
};

/**
* | output |
* | --- |
* | "Platinum" |
*
* @param {Festival_Tier_PlatinumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tier_platinum = /** @type {((inputs?: Festival_Tier_PlatinumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tier_PlatinumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tier_platinum(inputs)
	if (locale === "fr") return fr_festival_tier_platinum(inputs)
	return en_festival_tier_platinum(inputs)
});