/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Exclusive_EventsInputs */

const en_dashboard_exclusive_events = /** @type {(inputs: Dashboard_Exclusive_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exclusive Events`)
};

const es_dashboard_exclusive_events = /** @type {(inputs: Dashboard_Exclusive_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos exclusivos`)
};

const fr_dashboard_exclusive_events = /** @type {(inputs: Dashboard_Exclusive_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements exclusifs`)
};

/**
* | output |
* | --- |
* | "Exclusive Events" |
*
* @param {Dashboard_Exclusive_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_exclusive_events = /** @type {((inputs?: Dashboard_Exclusive_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Exclusive_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_exclusive_events(inputs)
	if (locale === "fr") return fr_dashboard_exclusive_events(inputs)
	return en_dashboard_exclusive_events(inputs)
});