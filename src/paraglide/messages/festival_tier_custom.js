/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Tier_CustomInputs */

const en_festival_tier_custom = /** @type {(inputs: Festival_Tier_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom`)
};

const es_festival_tier_custom = /** @type {(inputs: Festival_Tier_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personalizado`)
};

const fr_festival_tier_custom = /** @type {(inputs: Festival_Tier_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur mesure`)
};

/**
* | output |
* | --- |
* | "Custom" |
*
* @param {Festival_Tier_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tier_custom = /** @type {((inputs?: Festival_Tier_CustomInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tier_CustomInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tier_custom(inputs)
	if (locale === "fr") return fr_festival_tier_custom(inputs)
	return en_festival_tier_custom(inputs)
});