/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Card_EventsInputs */

const en_dashboard_card_events = /** @type {(inputs: Dashboard_Card_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registered Events`)
};

const es_dashboard_card_events = /** @type {(inputs: Dashboard_Card_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos inscritos`)
};

const fr_dashboard_card_events = /** @type {(inputs: Dashboard_Card_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements réservés`)
};

/**
* | output |
* | --- |
* | "Registered Events" |
*
* @param {Dashboard_Card_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_card_events = /** @type {((inputs?: Dashboard_Card_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Card_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_card_events(inputs)
	if (locale === "fr") return fr_dashboard_card_events(inputs)
	return en_dashboard_card_events(inputs)
});