/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Day_SpanInputs */

const en_moderation_an_day_span = /** @type {(inputs: Moderation_An_Day_SpanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last 30 days`)
};

const es_moderation_an_day_span = /** @type {(inputs: Moderation_An_Day_SpanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`últimos 30 días`)
};

const fr_moderation_an_day_span = /** @type {(inputs: Moderation_An_Day_SpanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 derniers jours`)
};

/**
* | output |
* | --- |
* | "last 30 days" |
*
* @param {Moderation_An_Day_SpanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_day_span = /** @type {((inputs?: Moderation_An_Day_SpanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Day_SpanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_day_span(inputs)
	if (locale === "fr") return fr_moderation_an_day_span(inputs)
	return en_moderation_an_day_span(inputs)
});