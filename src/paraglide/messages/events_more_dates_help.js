/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_More_Dates_HelpInputs */

const en_events_more_dates_help = /** @type {(inputs: Events_More_Dates_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each date has its own seats: register for the one you want.`)
};

const es_events_more_dates_help = /** @type {(inputs: Events_More_Dates_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada fecha tiene sus propios lugares: inscríbete en la que prefieras.`)
};

const fr_events_more_dates_help = /** @type {(inputs: Events_More_Dates_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque date a ses propres places : inscrivez-vous à celle de votre choix.`)
};

/**
* | output |
* | --- |
* | "Each date has its own seats: register for the one you want." |
*
* @param {Events_More_Dates_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_more_dates_help = /** @type {((inputs?: Events_More_Dates_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_More_Dates_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_more_dates_help(inputs)
	if (locale === "fr") return fr_events_more_dates_help(inputs)
	return en_events_more_dates_help(inputs)
});