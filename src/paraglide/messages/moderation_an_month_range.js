/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Month_RangeInputs */

const en_moderation_an_month_range = /** @type {(inputs: Moderation_An_Month_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last 12 months`)
};

const es_moderation_an_month_range = /** @type {(inputs: Moderation_An_Month_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Últimos 12 meses`)
};

const fr_moderation_an_month_range = /** @type {(inputs: Moderation_An_Month_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 derniers mois`)
};

/**
* | output |
* | --- |
* | "Last 12 months" |
*
* @param {Moderation_An_Month_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_month_range = /** @type {((inputs?: Moderation_An_Month_RangeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Month_RangeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_month_range(inputs)
	if (locale === "fr") return fr_moderation_an_month_range(inputs)
	return en_moderation_an_month_range(inputs)
});