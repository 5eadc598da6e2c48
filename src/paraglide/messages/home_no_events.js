/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_No_EventsInputs */

const en_home_no_events = /** @type {(inputs: Home_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Upcoming Events Found`)
};

const es_home_no_events = /** @type {(inputs: Home_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay próximos eventos`)
};

const fr_home_no_events = /** @type {(inputs: Home_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement à venir`)
};

/**
* | output |
* | --- |
* | "No Upcoming Events Found" |
*
* @param {Home_No_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_no_events = /** @type {((inputs?: Home_No_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_No_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_no_events(inputs)
	if (locale === "fr") return fr_home_no_events(inputs)
	return en_home_no_events(inputs)
});