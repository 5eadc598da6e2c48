/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Day_RangeInputs */

const en_moderation_an_day_range = /** @type {(inputs: Moderation_An_Day_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last 30 days, by day`)
};

const es_moderation_an_day_range = /** @type {(inputs: Moderation_An_Day_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimos 30 días, por día`)
};

const fr_moderation_an_day_range = /** @type {(inputs: Moderation_An_Day_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 derniers jours, par jour`)
};

/**
* | output |
* | --- |
* | "Last 30 days, by day" |
*
* @param {Moderation_An_Day_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_day_range = /** @type {((inputs?: Moderation_An_Day_RangeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Day_RangeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_day_range(inputs)
	if (locale === "fr") return fr_moderation_an_day_range(inputs)
	return en_moderation_an_day_range(inputs)
});