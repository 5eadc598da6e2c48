/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Past_EventsInputs */

const en_organiser_past_events = /** @type {(inputs: Organiser_Past_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past events`)
};

const es_organiser_past_events = /** @type {(inputs: Organiser_Past_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos pasados`)
};

const fr_organiser_past_events = /** @type {(inputs: Organiser_Past_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements passés`)
};

/**
* | output |
* | --- |
* | "Past events" |
*
* @param {Organiser_Past_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_past_events = /** @type {((inputs?: Organiser_Past_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Past_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_past_events(inputs)
	if (locale === "fr") return fr_organiser_past_events(inputs)
	return en_organiser_past_events(inputs)
});