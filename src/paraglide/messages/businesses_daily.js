/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_DailyInputs */

const en_businesses_daily = /** @type {(inputs: Businesses_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily`)
};

const es_businesses_daily = /** @type {(inputs: Businesses_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los días`)
};

const fr_businesses_daily = /** @type {(inputs: Businesses_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les jours`)
};

/**
* | output |
* | --- |
* | "Daily" |
*
* @param {Businesses_DailyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_daily = /** @type {((inputs?: Businesses_DailyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_DailyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_daily(inputs)
	if (locale === "fr") return fr_businesses_daily(inputs)
	return en_businesses_daily(inputs)
});