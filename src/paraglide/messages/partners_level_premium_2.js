/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Premium_2Inputs */

const en_partners_level_premium_2 = /** @type {(inputs: Partners_Level_Premium_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your events promoted on our social channels`)
};

const es_partners_level_premium_2 = /** @type {(inputs: Partners_Level_Premium_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus eventos promocionados en nuestras redes sociales`)
};

const fr_partners_level_premium_2 = /** @type {(inputs: Partners_Level_Premium_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos événements relayés sur nos réseaux sociaux`)
};

/**
* | output |
* | --- |
* | "Your events promoted on our social channels" |
*
* @param {Partners_Level_Premium_2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_premium_2 = /** @type {((inputs?: Partners_Level_Premium_2Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Premium_2Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_premium_2(inputs)
	if (locale === "fr") return fr_partners_level_premium_2(inputs)
	return en_partners_level_premium_2(inputs)
});