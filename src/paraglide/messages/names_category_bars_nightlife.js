/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Bars_NightlifeInputs */

const en_names_category_bars_nightlife = /** @type {(inputs: Names_Category_Bars_NightlifeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bars & Nightlife`)
};

const es_names_category_bars_nightlife = /** @type {(inputs: Names_Category_Bars_NightlifeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bares y vida nocturna`)
};

const fr_names_category_bars_nightlife = /** @type {(inputs: Names_Category_Bars_NightlifeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bars et vie nocturne`)
};

/**
* | output |
* | --- |
* | "Bars & Nightlife" |
*
* @param {Names_Category_Bars_NightlifeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_bars_nightlife = /** @type {((inputs?: Names_Category_Bars_NightlifeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Bars_NightlifeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_bars_nightlife(inputs)
	if (locale === "fr") return fr_names_category_bars_nightlife(inputs)
	return en_names_category_bars_nightlife(inputs)
});