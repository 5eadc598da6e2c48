/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_PeriodsInputs */

const en_moderation_an_periods = /** @type {(inputs: Moderation_An_PeriodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period`)
};

const es_moderation_an_periods = /** @type {(inputs: Moderation_An_PeriodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Período`)
};

const fr_moderation_an_periods = /** @type {(inputs: Moderation_An_PeriodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période`)
};

/**
* | output |
* | --- |
* | "Period" |
*
* @param {Moderation_An_PeriodsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_periods = /** @type {((inputs?: Moderation_An_PeriodsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_PeriodsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_periods(inputs)
	if (locale === "fr") return fr_moderation_an_periods(inputs)
	return en_moderation_an_periods(inputs)
});