/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Dates_Not_A_DateInputs */

const en_events_dates_not_a_date = /** @type {(inputs: Events_Dates_Not_A_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is not a date (use the date picker, or YYYY-MM-DD), so upcoming events are shown.`)
};

const es_events_dates_not_a_date = /** @type {(inputs: Events_Dates_Not_A_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eso no es una fecha (usa el selector de fechas o AAAA-MM-DD), así que se muestran los próximos eventos.`)
};

const fr_events_dates_not_a_date = /** @type {(inputs: Events_Dates_Not_A_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas une date (utilisez le sélecteur ou le format AAAA-MM-JJ) : les événements à venir sont affichés.`)
};

/**
* | output |
* | --- |
* | "That is not a date (use the date picker, or YYYY-MM-DD), so upcoming events are shown." |
*
* @param {Events_Dates_Not_A_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_dates_not_a_date = /** @type {((inputs?: Events_Dates_Not_A_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Dates_Not_A_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_dates_not_a_date(inputs)
	if (locale === "fr") return fr_events_dates_not_a_date(inputs)
	return en_events_dates_not_a_date(inputs)
});