/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Diamond_2Inputs */

const en_partners_level_diamond_2 = /** @type {(inputs: Partners_Level_Diamond_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-created visitor itineraries featuring your business`)
};

const es_partners_level_diamond_2 = /** @type {(inputs: Partners_Level_Diamond_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerarios para visitantes creados en conjunto que incluyen tu negocio`)
};

const fr_partners_level_diamond_2 = /** @type {(inputs: Partners_Level_Diamond_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des itinéraires de visite conçus ensemble qui mettent en avant votre commerce`)
};

/**
* | output |
* | --- |
* | "Co-created visitor itineraries featuring your business" |
*
* @param {Partners_Level_Diamond_2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_diamond_2 = /** @type {((inputs?: Partners_Level_Diamond_2Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Diamond_2Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_diamond_2(inputs)
	if (locale === "fr") return fr_partners_level_diamond_2(inputs)
	return en_partners_level_diamond_2(inputs)
});