/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Partners_Level_Everything_InInputs */

const en_partners_level_everything_in = /** @type {(inputs: Partners_Level_Everything_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Everything in ${i?.level}`)
};

const es_partners_level_everything_in = /** @type {(inputs: Partners_Level_Everything_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo lo del nivel ${i?.level}`)
};

const fr_partners_level_everything_in = /** @type {(inputs: Partners_Level_Everything_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout le niveau ${i?.level}`)
};

/**
* | output |
* | --- |
* | "Everything in {level}" |
*
* @param {Partners_Level_Everything_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_everything_in = /** @type {((inputs: Partners_Level_Everything_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Everything_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_everything_in(inputs)
	if (locale === "fr") return fr_partners_level_everything_in(inputs)
	return en_partners_level_everything_in(inputs)
});