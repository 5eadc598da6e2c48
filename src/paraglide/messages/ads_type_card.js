/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Type_CardInputs */

const en_ads_type_card = /** @type {(inputs: Ads_Type_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

const es_ads_type_card = /** @type {(inputs: Ads_Type_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarjeta`)
};

const fr_ads_type_card = /** @type {(inputs: Ads_Type_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte`)
};

/**
* | output |
* | --- |
* | "Card" |
*
* @param {Ads_Type_CardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_type_card = /** @type {((inputs?: Ads_Type_CardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Type_CardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_type_card(inputs)
	if (locale === "fr") return fr_ads_type_card(inputs)
	return en_ads_type_card(inputs)
});