/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_PlatinumInputs */

const en_partners_level_platinum = /** @type {(inputs: Partners_Level_PlatinumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platinum`)
};

const es_partners_level_platinum = /** @type {(inputs: Partners_Level_PlatinumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platino`)
};

const fr_partners_level_platinum = /** @type {(inputs: Partners_Level_PlatinumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platine`)
};

/**
* | output |
* | --- |
* | "Platinum" |
*
* @param {Partners_Level_PlatinumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_platinum = /** @type {((inputs?: Partners_Level_PlatinumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_PlatinumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_platinum(inputs)
	if (locale === "fr") return fr_partners_level_platinum(inputs)
	return en_partners_level_platinum(inputs)
});