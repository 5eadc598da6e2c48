/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Platinum_1Inputs */

const en_partners_level_platinum_1 = /** @type {(inputs: Partners_Level_Platinum_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A named partner manager`)
};

const es_partners_level_platinum_1 = /** @type {(inputs: Partners_Level_Platinum_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un gestor de socios asignado`)
};

const fr_partners_level_platinum_1 = /** @type {(inputs: Partners_Level_Platinum_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un chargé de partenariat attitré`)
};

/**
* | output |
* | --- |
* | "A named partner manager" |
*
* @param {Partners_Level_Platinum_1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_platinum_1 = /** @type {((inputs?: Partners_Level_Platinum_1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Platinum_1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_platinum_1(inputs)
	if (locale === "fr") return fr_partners_level_platinum_1(inputs)
	return en_partners_level_platinum_1(inputs)
});