/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Same_TimesInputs */

const en_alerts_same_times = /** @type {(inputs: Alerts_Same_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet hours must start and end at different times.`)
};

const es_alerts_same_times = /** @type {(inputs: Alerts_Same_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las horas de silencio deben empezar y terminar a horas distintas.`)
};

const fr_alerts_same_times = /** @type {(inputs: Alerts_Same_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les heures calmes doivent commencer et finir à des heures différentes.`)
};

/**
* | output |
* | --- |
* | "Quiet hours must start and end at different times." |
*
* @param {Alerts_Same_TimesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_same_times = /** @type {((inputs?: Alerts_Same_TimesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Same_TimesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_same_times(inputs)
	if (locale === "fr") return fr_alerts_same_times(inputs)
	return en_alerts_same_times(inputs)
});