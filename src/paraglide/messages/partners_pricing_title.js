/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_TitleInputs */

const en_partners_pricing_title = /** @type {(inputs: Partners_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Your Plan`)
};

const es_partners_pricing_title = /** @type {(inputs: Partners_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu plan`)
};

const fr_partners_pricing_title = /** @type {(inputs: Partners_Pricing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre formule`)
};

/**
* | output |
* | --- |
* | "Choose Your Plan" |
*
* @param {Partners_Pricing_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_title = /** @type {((inputs?: Partners_Pricing_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_title(inputs)
	if (locale === "fr") return fr_partners_pricing_title(inputs)
	return en_partners_pricing_title(inputs)
});