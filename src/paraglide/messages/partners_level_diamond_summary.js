/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Diamond_SummaryInputs */

const en_partners_level_diamond_summary = /** @type {(inputs: Partners_Level_Diamond_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Be a founding voice of Harlem tourism.`)
};

const es_partners_level_diamond_summary = /** @type {(inputs: Partners_Level_Diamond_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sé una voz fundadora del turismo en Harlem.`)
};

const fr_partners_level_diamond_summary = /** @type {(inputs: Partners_Level_Diamond_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soyez une voix fondatrice du tourisme à Harlem.`)
};

/**
* | output |
* | --- |
* | "Be a founding voice of Harlem tourism." |
*
* @param {Partners_Level_Diamond_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_diamond_summary = /** @type {((inputs?: Partners_Level_Diamond_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Diamond_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_diamond_summary(inputs)
	if (locale === "fr") return fr_partners_level_diamond_summary(inputs)
	return en_partners_level_diamond_summary(inputs)
});