/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Partners_Level_Apply_ForInputs */

const en_partners_level_apply_for = /** @type {(inputs: Partners_Level_Apply_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Apply for ${i?.level}`)
};

const es_partners_level_apply_for = /** @type {(inputs: Partners_Level_Apply_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitar el nivel ${i?.level}`)
};

const fr_partners_level_apply_for = /** @type {(inputs: Partners_Level_Apply_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Postuler au niveau ${i?.level}`)
};

/**
* | output |
* | --- |
* | "Apply for {level}" |
*
* @param {Partners_Level_Apply_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_apply_for = /** @type {((inputs: Partners_Level_Apply_ForInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Apply_ForInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_apply_for(inputs)
	if (locale === "fr") return fr_partners_level_apply_for(inputs)
	return en_partners_level_apply_for(inputs)
});