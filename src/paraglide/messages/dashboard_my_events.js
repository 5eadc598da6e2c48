/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_My_EventsInputs */

const en_dashboard_my_events = /** @type {(inputs: Dashboard_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Events`)
};

const es_dashboard_my_events = /** @type {(inputs: Dashboard_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis eventos`)
};

const fr_dashboard_my_events = /** @type {(inputs: Dashboard_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes événements`)
};

/**
* | output |
* | --- |
* | "My Events" |
*
* @param {Dashboard_My_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_my_events = /** @type {((inputs?: Dashboard_My_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_My_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_my_events(inputs)
	if (locale === "fr") return fr_dashboard_my_events(inputs)
	return en_dashboard_my_events(inputs)
});