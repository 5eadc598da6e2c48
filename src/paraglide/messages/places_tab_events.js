/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Tab_EventsInputs */

const en_places_tab_events = /** @type {(inputs: Places_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Events`)
};

const es_places_tab_events = /** @type {(inputs: Places_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos eventos`)
};

const fr_places_tab_events = /** @type {(inputs: Places_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir`)
};

/**
* | output |
* | --- |
* | "Upcoming Events" |
*
* @param {Places_Tab_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_tab_events = /** @type {((inputs?: Places_Tab_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Tab_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_tab_events(inputs)
	if (locale === "fr") return fr_places_tab_events(inputs)
	return en_places_tab_events(inputs)
});