/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_TodayInputs */

const en_events_none_today = /** @type {(inputs: Events_None_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Events Today`)
};

const es_events_none_today = /** @type {(inputs: Events_None_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay eventos hoy`)
};

const fr_events_none_today = /** @type {(inputs: Events_None_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement aujourd’hui`)
};

/**
* | output |
* | --- |
* | "No Events Today" |
*
* @param {Events_None_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_none_today = /** @type {((inputs?: Events_None_TodayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_TodayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_none_today(inputs)
	if (locale === "fr") return fr_events_none_today(inputs)
	return en_events_none_today(inputs)
});