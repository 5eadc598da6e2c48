/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_DayInputs */

const en_moderation_an_day = /** @type {(inputs: Moderation_An_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

const es_moderation_an_day = /** @type {(inputs: Moderation_An_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día`)
};

const fr_moderation_an_day = /** @type {(inputs: Moderation_An_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour`)
};

/**
* | output |
* | --- |
* | "Day" |
*
* @param {Moderation_An_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_day = /** @type {((inputs?: Moderation_An_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_day(inputs)
	if (locale === "fr") return fr_moderation_an_day(inputs)
	return en_moderation_an_day(inputs)
});