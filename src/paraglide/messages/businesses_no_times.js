/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_No_TimesInputs */

const en_businesses_no_times = /** @type {(inputs: Businesses_No_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming times. Check back soon.`)
};

const es_businesses_no_times = /** @type {(inputs: Businesses_No_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay horarios próximos. Vuelve pronto.`)
};

const fr_businesses_no_times = /** @type {(inputs: Businesses_No_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun créneau à venir. Revenez bientôt.`)
};

/**
* | output |
* | --- |
* | "No upcoming times. Check back soon." |
*
* @param {Businesses_No_TimesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_no_times = /** @type {((inputs?: Businesses_No_TimesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_No_TimesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_no_times(inputs)
	if (locale === "fr") return fr_businesses_no_times(inputs)
	return en_businesses_no_times(inputs)
});