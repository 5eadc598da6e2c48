/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_LevelInputs */

const en_partners_sp_level = /** @type {(inputs: Partners_Sp_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsorship level`)
};

const es_partners_sp_level = /** @type {(inputs: Partners_Sp_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel de patrocinio`)
};

const fr_partners_sp_level = /** @type {(inputs: Partners_Sp_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau de parrainage`)
};

/**
* | output |
* | --- |
* | "Sponsorship level" |
*
* @param {Partners_Sp_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_level = /** @type {((inputs?: Partners_Sp_LevelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_LevelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_level(inputs)
	if (locale === "fr") return fr_partners_sp_level(inputs)
	return en_partners_sp_level(inputs)
});