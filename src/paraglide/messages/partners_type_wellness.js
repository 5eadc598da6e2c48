/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_WellnessInputs */

const en_partners_type_wellness = /** @type {(inputs: Partners_Type_WellnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Health & Wellness`)
};

const es_partners_type_wellness = /** @type {(inputs: Partners_Type_WellnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salud y bienestar`)
};

const fr_partners_type_wellness = /** @type {(inputs: Partners_Type_WellnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Santé et bien-être`)
};

/**
* | output |
* | --- |
* | "Health & Wellness" |
*
* @param {Partners_Type_WellnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_wellness = /** @type {((inputs?: Partners_Type_WellnessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_WellnessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_wellness(inputs)
	if (locale === "fr") return fr_partners_type_wellness(inputs)
	return en_partners_type_wellness(inputs)
});