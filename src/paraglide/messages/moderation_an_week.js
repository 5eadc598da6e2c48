/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_WeekInputs */

const en_moderation_an_week = /** @type {(inputs: Moderation_An_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Week`)
};

const es_moderation_an_week = /** @type {(inputs: Moderation_An_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semana`)
};

const fr_moderation_an_week = /** @type {(inputs: Moderation_An_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semaine`)
};

/**
* | output |
* | --- |
* | "Week" |
*
* @param {Moderation_An_WeekInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_week = /** @type {((inputs?: Moderation_An_WeekInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_WeekInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_week(inputs)
	if (locale === "fr") return fr_moderation_an_week(inputs)
	return en_moderation_an_week(inputs)
});