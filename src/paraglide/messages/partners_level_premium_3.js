/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Premium_3Inputs */

const en_partners_level_premium_3 = /** @type {(inputs: Partners_Level_Premium_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner rate on listing plans and advertising`)
};

const es_partners_level_premium_3 = /** @type {(inputs: Partners_Level_Premium_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa de socio en planes de listado y publicidad`)
};

const fr_partners_level_premium_3 = /** @type {(inputs: Partners_Level_Premium_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif partenaire sur les formules de référencement et la publicité`)
};

/**
* | output |
* | --- |
* | "Partner rate on listing plans and advertising" |
*
* @param {Partners_Level_Premium_3Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_premium_3 = /** @type {((inputs?: Partners_Level_Premium_3Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Premium_3Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_premium_3(inputs)
	if (locale === "fr") return fr_partners_level_premium_3(inputs)
	return en_partners_level_premium_3(inputs)
});