/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_No_More_EventsInputs */

const en_home_no_more_events = /** @type {(inputs: Home_No_More_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No more upcoming events after these.`)
};

const es_home_no_more_events = /** @type {(inputs: Home_No_More_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay más eventos próximos después de estos.`)
};

const fr_home_no_more_events = /** @type {(inputs: Home_No_More_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas d'autres événements à venir après ceux-ci.`)
};

/**
* | output |
* | --- |
* | "No more upcoming events after these." |
*
* @param {Home_No_More_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_no_more_events = /** @type {((inputs?: Home_No_More_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_No_More_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_no_more_events(inputs)
	if (locale === "fr") return fr_home_no_more_events(inputs)
	return en_home_no_more_events(inputs)
});