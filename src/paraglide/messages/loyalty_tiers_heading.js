/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Tiers_HeadingInputs */

const en_loyalty_tiers_heading = /** @type {(inputs: Loyalty_Tiers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiers`)
};

const es_loyalty_tiers_heading = /** @type {(inputs: Loyalty_Tiers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveles`)
};

const fr_loyalty_tiers_heading = /** @type {(inputs: Loyalty_Tiers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveaux`)
};

/**
* | output |
* | --- |
* | "Tiers" |
*
* @param {Loyalty_Tiers_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_tiers_heading = /** @type {((inputs?: Loyalty_Tiers_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Tiers_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_tiers_heading(inputs)
	if (locale === "fr") return fr_loyalty_tiers_heading(inputs)
	return en_loyalty_tiers_heading(inputs)
});