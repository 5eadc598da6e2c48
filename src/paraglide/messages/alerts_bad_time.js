/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Bad_TimeInputs */

const en_alerts_bad_time = /** @type {(inputs: Alerts_Bad_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a time as HH:MM, for example 22:00.`)
};

const es_alerts_bad_time = /** @type {(inputs: Alerts_Bad_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una hora como HH:MM, por ejemplo 22:00.`)
};

const fr_alerts_bad_time = /** @type {(inputs: Alerts_Bad_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une heure au format HH:MM, par exemple 22:00.`)
};

/**
* | output |
* | --- |
* | "Enter a time as HH:MM, for example 22:00." |
*
* @param {Alerts_Bad_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_bad_time = /** @type {((inputs?: Alerts_Bad_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Bad_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_bad_time(inputs)
	if (locale === "fr") return fr_alerts_bad_time(inputs)
	return en_alerts_bad_time(inputs)
});