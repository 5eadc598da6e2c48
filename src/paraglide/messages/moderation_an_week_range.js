/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Week_RangeInputs */

const en_moderation_an_week_range = /** @type {(inputs: Moderation_An_Week_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last 12 weeks, Monday to Sunday`)
};

const es_moderation_an_week_range = /** @type {(inputs: Moderation_An_Week_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimas 12 semanas, de lunes a domingo`)
};

const fr_moderation_an_week_range = /** @type {(inputs: Moderation_An_Week_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 dernières semaines, du lundi au dimanche`)
};

/**
* | output |
* | --- |
* | "Last 12 weeks, Monday to Sunday" |
*
* @param {Moderation_An_Week_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_week_range = /** @type {((inputs?: Moderation_An_Week_RangeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Week_RangeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_week_range(inputs)
	if (locale === "fr") return fr_moderation_an_week_range(inputs)
	return en_moderation_an_week_range(inputs)
});