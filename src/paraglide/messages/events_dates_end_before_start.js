/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Dates_End_Before_StartInputs */

const en_events_dates_end_before_start = /** @type {(inputs: Events_Dates_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date is before the start date, so upcoming events are shown.`)
};

const es_events_dates_end_before_start = /** @type {(inputs: Events_Dates_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha final es anterior a la inicial, así que se muestran los próximos eventos.`)
};

const fr_events_dates_end_before_start = /** @type {(inputs: Events_Dates_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de fin précède la date de début : les événements à venir sont affichés.`)
};

/**
* | output |
* | --- |
* | "The end date is before the start date, so upcoming events are shown." |
*
* @param {Events_Dates_End_Before_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_dates_end_before_start = /** @type {((inputs?: Events_Dates_End_Before_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Dates_End_Before_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_dates_end_before_start(inputs)
	if (locale === "fr") return fr_events_dates_end_before_start(inputs)
	return en_events_dates_end_before_start(inputs)
});