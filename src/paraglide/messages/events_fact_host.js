/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Fact_HostInputs */

const en_events_fact_host = /** @type {(inputs: Events_Fact_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hosted by`)
};

const es_events_fact_host = /** @type {(inputs: Events_Fact_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organiza`)
};

const fr_events_fact_host = /** @type {(inputs: Events_Fact_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisé par`)
};

/**
* | output |
* | --- |
* | "Hosted by" |
*
* @param {Events_Fact_HostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_fact_host = /** @type {((inputs?: Events_Fact_HostInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Fact_HostInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_fact_host(inputs)
	if (locale === "fr") return fr_events_fact_host(inputs)
	return en_events_fact_host(inputs)
});