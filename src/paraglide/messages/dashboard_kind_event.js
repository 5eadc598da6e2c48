/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Kind_EventInputs */

const en_dashboard_kind_event = /** @type {(inputs: Dashboard_Kind_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

const es_dashboard_kind_event = /** @type {(inputs: Dashboard_Kind_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento`)
};

const fr_dashboard_kind_event = /** @type {(inputs: Dashboard_Kind_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement`)
};

/**
* | output |
* | --- |
* | "Event" |
*
* @param {Dashboard_Kind_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_kind_event = /** @type {((inputs?: Dashboard_Kind_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Kind_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_kind_event(inputs)
	if (locale === "fr") return fr_dashboard_kind_event(inputs)
	return en_dashboard_kind_event(inputs)
});