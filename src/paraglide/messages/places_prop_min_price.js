/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Min_PriceInputs */

const en_places_prop_min_price = /** @type {(inputs: Places_Prop_Min_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min price ($)`)
};

const es_places_prop_min_price = /** @type {(inputs: Places_Prop_Min_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precio mínimo ($)`)
};

const fr_places_prop_min_price = /** @type {(inputs: Places_Prop_Min_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix minimum ($)`)
};

/**
* | output |
* | --- |
* | "Min price ($)" |
*
* @param {Places_Prop_Min_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_min_price = /** @type {((inputs?: Places_Prop_Min_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Min_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_min_price(inputs)
	if (locale === "fr") return fr_places_prop_min_price(inputs)
	return en_places_prop_min_price(inputs)
});