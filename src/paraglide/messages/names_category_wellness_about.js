/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Wellness_AboutInputs */

const en_names_category_wellness_about = /** @type {(inputs: Names_Category_Wellness_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yoga, fitness and wellbeing studios.`)
};

const es_names_category_wellness_about = /** @type {(inputs: Names_Category_Wellness_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estudios de yoga, fitness y bienestar.`)
};

const fr_names_category_wellness_about = /** @type {(inputs: Names_Category_Wellness_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studios de yoga, de fitness et de bien-être.`)
};

/**
* | output |
* | --- |
* | "Yoga, fitness and wellbeing studios." |
*
* @param {Names_Category_Wellness_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_wellness_about = /** @type {((inputs?: Names_Category_Wellness_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Wellness_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_wellness_about(inputs)
	if (locale === "fr") return fr_names_category_wellness_about(inputs)
	return en_names_category_wellness_about(inputs)
});