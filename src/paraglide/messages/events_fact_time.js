/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Fact_TimeInputs */

const en_events_fact_time = /** @type {(inputs: Events_Fact_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

const es_events_fact_time = /** @type {(inputs: Events_Fact_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora`)
};

const fr_events_fact_time = /** @type {(inputs: Events_Fact_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure`)
};

/**
* | output |
* | --- |
* | "Time" |
*
* @param {Events_Fact_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_fact_time = /** @type {((inputs?: Events_Fact_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Fact_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_fact_time(inputs)
	if (locale === "fr") return fr_events_fact_time(inputs)
	return en_events_fact_time(inputs)
});