/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Premium_1Inputs */

const en_partners_level_premium_1 = /** @type {(inputs: Partners_Level_Premium_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A feature in one visitor newsletter a year`)
};

const es_partners_level_premium_1 = /** @type {(inputs: Partners_Level_Premium_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una mención destacada al año en el boletín para visitantes`)
};

const fr_partners_level_premium_1 = /** @type {(inputs: Partners_Level_Premium_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une mise en avant par an dans la lettre aux visiteurs`)
};

/**
* | output |
* | --- |
* | "A feature in one visitor newsletter a year" |
*
* @param {Partners_Level_Premium_1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_premium_1 = /** @type {((inputs?: Partners_Level_Premium_1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Premium_1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_premium_1(inputs)
	if (locale === "fr") return fr_partners_level_premium_1(inputs)
	return en_partners_level_premium_1(inputs)
});