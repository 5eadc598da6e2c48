/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Week_SpanInputs */

const en_moderation_an_week_span = /** @type {(inputs: Moderation_An_Week_SpanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last 12 weeks`)
};

const es_moderation_an_week_span = /** @type {(inputs: Moderation_An_Week_SpanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`últimas 12 semanas`)
};

const fr_moderation_an_week_span = /** @type {(inputs: Moderation_An_Week_SpanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 dernières semaines`)
};

/**
* | output |
* | --- |
* | "last 12 weeks" |
*
* @param {Moderation_An_Week_SpanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_week_span = /** @type {((inputs?: Moderation_An_Week_SpanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Week_SpanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_week_span(inputs)
	if (locale === "fr") return fr_moderation_an_week_span(inputs)
	return en_moderation_an_week_span(inputs)
});