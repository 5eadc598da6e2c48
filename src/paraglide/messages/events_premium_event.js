/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Premium_EventInputs */

const en_events_premium_event = /** @type {(inputs: Events_Premium_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Event`)
};

const es_events_premium_event = /** @type {(inputs: Events_Premium_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento Premium`)
};

const fr_events_premium_event = /** @type {(inputs: Events_Premium_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement Premium`)
};

/**
* | output |
* | --- |
* | "Premium Event" |
*
* @param {Events_Premium_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_premium_event = /** @type {((inputs?: Events_Premium_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Premium_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_premium_event(inputs)
	if (locale === "fr") return fr_events_premium_event(inputs)
	return en_events_premium_event(inputs)
});