/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_NoneInputs */

const en_partners_pricing_none = /** @type {(inputs: Partners_Pricing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No plans are on offer right now.`)
};

const es_partners_pricing_none = /** @type {(inputs: Partners_Pricing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay planes disponibles en este momento.`)
};

const fr_partners_pricing_none = /** @type {(inputs: Partners_Pricing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune formule n’est proposée pour le moment.`)
};

/**
* | output |
* | --- |
* | "No plans are on offer right now." |
*
* @param {Partners_Pricing_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_none = /** @type {((inputs?: Partners_Pricing_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_none(inputs)
	if (locale === "fr") return fr_partners_pricing_none(inputs)
	return en_partners_pricing_none(inputs)
});