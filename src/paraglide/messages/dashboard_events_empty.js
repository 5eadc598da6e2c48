/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Events_EmptyInputs */

const en_dashboard_events_empty = /** @type {(inputs: Dashboard_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events registered`)
};

const es_dashboard_events_empty = /** @type {(inputs: Dashboard_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes inscripciones a eventos`)
};

const fr_dashboard_events_empty = /** @type {(inputs: Dashboard_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune inscription à un événement`)
};

/**
* | output |
* | --- |
* | "No events registered" |
*
* @param {Dashboard_Events_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_events_empty = /** @type {((inputs?: Dashboard_Events_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Events_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_events_empty(inputs)
	if (locale === "fr") return fr_dashboard_events_empty(inputs)
	return en_dashboard_events_empty(inputs)
});