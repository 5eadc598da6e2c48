/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Price_RangeInputs */

const en_owner_msg_price_range = /** @type {(inputs: Owner_Msg_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a price range`)
};

const es_owner_msg_price_range = /** @type {(inputs: Owner_Msg_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un rango de precios`)
};

const fr_owner_msg_price_range = /** @type {(inputs: Owner_Msg_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une gamme de prix`)
};

/**
* | output |
* | --- |
* | "Please choose a price range" |
*
* @param {Owner_Msg_Price_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_price_range = /** @type {((inputs?: Owner_Msg_Price_RangeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Price_RangeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_price_range(inputs)
	if (locale === "fr") return fr_owner_msg_price_range(inputs)
	return en_owner_msg_price_range(inputs)
});