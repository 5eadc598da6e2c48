/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Moderation_An_Week_OfInputs */

const en_moderation_an_week_of = /** @type {(inputs: Moderation_An_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Week of ${i?.date}`)
};

const es_moderation_an_week_of = /** @type {(inputs: Moderation_An_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Semana del ${i?.date}`)
};

const fr_moderation_an_week_of = /** @type {(inputs: Moderation_An_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Semaine du ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Week of {date}" |
*
* @param {Moderation_An_Week_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_week_of = /** @type {((inputs: Moderation_An_Week_OfInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Week_OfInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_week_of(inputs)
	if (locale === "fr") return fr_moderation_an_week_of(inputs)
	return en_moderation_an_week_of(inputs)
});