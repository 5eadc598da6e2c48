/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Month_SpanInputs */

const en_moderation_an_month_span = /** @type {(inputs: Moderation_An_Month_SpanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last 12 months`)
};

const es_moderation_an_month_span = /** @type {(inputs: Moderation_An_Month_SpanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`últimos 12 meses`)
};

const fr_moderation_an_month_span = /** @type {(inputs: Moderation_An_Month_SpanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 derniers mois`)
};

/**
* | output |
* | --- |
* | "last 12 months" |
*
* @param {Moderation_An_Month_SpanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_month_span = /** @type {((inputs?: Moderation_An_Month_SpanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Month_SpanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_month_span(inputs)
	if (locale === "fr") return fr_moderation_an_month_span(inputs)
	return en_moderation_an_month_span(inputs)
});