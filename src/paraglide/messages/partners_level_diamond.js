/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_DiamondInputs */

const en_partners_level_diamond = /** @type {(inputs: Partners_Level_DiamondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diamond`)
};

const es_partners_level_diamond = /** @type {(inputs: Partners_Level_DiamondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diamante`)
};

const fr_partners_level_diamond = /** @type {(inputs: Partners_Level_DiamondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diamant`)
};

/**
* | output |
* | --- |
* | "Diamond" |
*
* @param {Partners_Level_DiamondInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_diamond = /** @type {((inputs?: Partners_Level_DiamondInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_DiamondInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_diamond(inputs)
	if (locale === "fr") return fr_partners_level_diamond(inputs)
	return en_partners_level_diamond(inputs)
});