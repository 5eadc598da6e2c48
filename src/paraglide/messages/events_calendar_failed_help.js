/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Calendar_Failed_HelpInputs */

const en_events_calendar_failed_help = /** @type {(inputs: Events_Calendar_Failed_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your connection and try again.`)
};

const es_events_calendar_failed_help = /** @type {(inputs: Events_Calendar_Failed_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu conexión e inténtalo de nuevo.`)
};

const fr_events_calendar_failed_help = /** @type {(inputs: Events_Calendar_Failed_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre connexion et réessayez.`)
};

/**
* | output |
* | --- |
* | "Check your connection and try again." |
*
* @param {Events_Calendar_Failed_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_calendar_failed_help = /** @type {((inputs?: Events_Calendar_Failed_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Calendar_Failed_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_calendar_failed_help(inputs)
	if (locale === "fr") return fr_events_calendar_failed_help(inputs)
	return en_events_calendar_failed_help(inputs)
});