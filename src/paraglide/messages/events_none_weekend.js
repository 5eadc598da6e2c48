/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_WeekendInputs */

const en_events_none_weekend = /** @type {(inputs: Events_None_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Events This Weekend`)
};

const es_events_none_weekend = /** @type {(inputs: Events_None_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay eventos este fin de semana`)
};

const fr_events_none_weekend = /** @type {(inputs: Events_None_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement ce week-end`)
};

/**
* | output |
* | --- |
* | "No Events This Weekend" |
*
* @param {Events_None_WeekendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_none_weekend = /** @type {((inputs?: Events_None_WeekendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_WeekendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_none_weekend(inputs)
	if (locale === "fr") return fr_events_none_weekend(inputs)
	return en_events_none_weekend(inputs)
});