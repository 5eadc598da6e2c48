/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Back_To_EventInputs */

const en_events_back_to_event = /** @type {(inputs: Events_Back_To_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the event`)
};

const es_events_back_to_event = /** @type {(inputs: Events_Back_To_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al evento`)
};

const fr_events_back_to_event = /** @type {(inputs: Events_Back_To_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’événement`)
};

/**
* | output |
* | --- |
* | "Back to the event" |
*
* @param {Events_Back_To_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_back_to_event = /** @type {((inputs?: Events_Back_To_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Back_To_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_back_to_event(inputs)
	if (locale === "fr") return fr_events_back_to_event(inputs)
	return en_events_back_to_event(inputs)
});