/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Browse_EventsInputs */

const en_dashboard_browse_events = /** @type {(inputs: Dashboard_Browse_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Events`)
};

const es_dashboard_browse_events = /** @type {(inputs: Dashboard_Browse_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver eventos`)
};

const fr_dashboard_browse_events = /** @type {(inputs: Dashboard_Browse_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les événements`)
};

/**
* | output |
* | --- |
* | "Browse Events" |
*
* @param {Dashboard_Browse_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_browse_events = /** @type {((inputs?: Dashboard_Browse_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Browse_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_browse_events(inputs)
	if (locale === "fr") return fr_dashboard_browse_events(inputs)
	return en_dashboard_browse_events(inputs)
});