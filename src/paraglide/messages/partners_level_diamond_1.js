/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Diamond_1Inputs */

const en_partners_level_diamond_1 = /** @type {(inputs: Partners_Level_Diamond_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presence at Harlem Week partner events`)
};

const es_partners_level_diamond_1 = /** @type {(inputs: Partners_Level_Diamond_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presencia en los eventos para socios de Harlem Week`)
};

const fr_partners_level_diamond_1 = /** @type {(inputs: Partners_Level_Diamond_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Présence aux événements partenaires de Harlem Week`)
};

/**
* | output |
* | --- |
* | "Presence at Harlem Week partner events" |
*
* @param {Partners_Level_Diamond_1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_diamond_1 = /** @type {((inputs?: Partners_Level_Diamond_1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Diamond_1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_diamond_1(inputs)
	if (locale === "fr") return fr_partners_level_diamond_1(inputs)
	return en_partners_level_diamond_1(inputs)
});