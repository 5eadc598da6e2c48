/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Dates_End_Without_StartInputs */

const en_events_dates_end_without_start = /** @type {(inputs: Events_Dates_End_Without_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a start date as well, so upcoming events are shown.`)
};

const es_events_dates_end_without_start = /** @type {(inputs: Events_Dates_End_Without_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige también una fecha de inicio; mientras tanto se muestran los próximos eventos.`)
};

const fr_events_dates_end_without_start = /** @type {(inputs: Events_Dates_End_Without_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez aussi une date de début ; en attendant, les événements à venir sont affichés.`)
};

/**
* | output |
* | --- |
* | "Choose a start date as well, so upcoming events are shown." |
*
* @param {Events_Dates_End_Without_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_dates_end_without_start = /** @type {((inputs?: Events_Dates_End_Without_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Dates_End_Without_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_dates_end_without_start(inputs)
	if (locale === "fr") return fr_events_dates_end_without_start(inputs)
	return en_events_dates_end_without_start(inputs)
});