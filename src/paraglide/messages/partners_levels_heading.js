/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Levels_HeadingInputs */

const en_partners_levels_heading = /** @type {(inputs: Partners_Levels_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership levels`)
};

const es_partners_levels_heading = /** @type {(inputs: Partners_Levels_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveles de asociación`)
};

const fr_partners_levels_heading = /** @type {(inputs: Partners_Levels_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveaux de partenariat`)
};

/**
* | output |
* | --- |
* | "Partnership levels" |
*
* @param {Partners_Levels_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_levels_heading = /** @type {((inputs?: Partners_Levels_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Levels_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_levels_heading(inputs)
	if (locale === "fr") return fr_partners_levels_heading(inputs)
	return en_partners_levels_heading(inputs)
});