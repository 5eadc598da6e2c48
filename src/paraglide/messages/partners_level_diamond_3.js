/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Diamond_3Inputs */

const en_partners_level_diamond_3 = /** @type {(inputs: Partners_Level_Diamond_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A seat on the partner advisory council`)
};

const es_partners_level_diamond_3 = /** @type {(inputs: Partners_Level_Diamond_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un puesto en el consejo asesor de socios`)
};

const fr_partners_level_diamond_3 = /** @type {(inputs: Partners_Level_Diamond_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un siège au conseil consultatif des partenaires`)
};

/**
* | output |
* | --- |
* | "A seat on the partner advisory council" |
*
* @param {Partners_Level_Diamond_3Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_diamond_3 = /** @type {((inputs?: Partners_Level_Diamond_3Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Diamond_3Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_diamond_3(inputs)
	if (locale === "fr") return fr_partners_level_diamond_3(inputs)
	return en_partners_level_diamond_3(inputs)
});