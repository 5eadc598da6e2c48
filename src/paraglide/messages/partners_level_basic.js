/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_BasicInputs */

const en_partners_level_basic = /** @type {(inputs: Partners_Level_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic`)
};

const es_partners_level_basic = /** @type {(inputs: Partners_Level_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Básico`)
};

const fr_partners_level_basic = /** @type {(inputs: Partners_Level_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essentiel`)
};

/**
* | output |
* | --- |
* | "Basic" |
*
* @param {Partners_Level_BasicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_basic = /** @type {((inputs?: Partners_Level_BasicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_BasicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_basic(inputs)
	if (locale === "fr") return fr_partners_level_basic(inputs)
	return en_partners_level_basic(inputs)
});