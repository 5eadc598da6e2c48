/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Fact_RepeatsInputs */

const en_events_fact_repeats = /** @type {(inputs: Events_Fact_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeats`)
};

const es_events_fact_repeats = /** @type {(inputs: Events_Fact_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se repite`)
};

const fr_events_fact_repeats = /** @type {(inputs: Events_Fact_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récurrence`)
};

/**
* | output |
* | --- |
* | "Repeats" |
*
* @param {Events_Fact_RepeatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_fact_repeats = /** @type {((inputs?: Events_Fact_RepeatsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Fact_RepeatsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_fact_repeats(inputs)
	if (locale === "fr") return fr_events_fact_repeats(inputs)
	return en_events_fact_repeats(inputs)
});