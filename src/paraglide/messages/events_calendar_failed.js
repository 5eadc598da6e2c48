/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Calendar_FailedInputs */

const en_events_calendar_failed = /** @type {(inputs: Events_Calendar_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The calendar could not be loaded.`)
};

const es_events_calendar_failed = /** @type {(inputs: Events_Calendar_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el calendario.`)
};

const fr_events_calendar_failed = /** @type {(inputs: Events_Calendar_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger le calendrier.`)
};

/**
* | output |
* | --- |
* | "The calendar could not be loaded." |
*
* @param {Events_Calendar_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_calendar_failed = /** @type {((inputs?: Events_Calendar_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Calendar_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_calendar_failed(inputs)
	if (locale === "fr") return fr_events_calendar_failed(inputs)
	return en_events_calendar_failed(inputs)
});