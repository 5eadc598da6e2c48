/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_Tab_EventsInputs */

const en_businesses_tab_events = /** @type {(inputs: Businesses_Tab_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Events (${i?.count})`)
};

const es_businesses_tab_events = /** @type {(inputs: Businesses_Tab_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eventos (${i?.count})`)
};

const fr_businesses_tab_events = /** @type {(inputs: Businesses_Tab_EventsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événements (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Events ({count})" |
*
* @param {Businesses_Tab_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_tab_events = /** @type {((inputs: Businesses_Tab_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Tab_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_tab_events(inputs)
	if (locale === "fr") return fr_businesses_tab_events(inputs)
	return en_businesses_tab_events(inputs)
});