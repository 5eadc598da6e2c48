/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_DatesInputs */

const en_events_none_dates = /** @type {(inputs: Events_None_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Events on These Dates`)
};

const es_events_none_dates = /** @type {(inputs: Events_None_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay eventos en estas fechas`)
};

const fr_events_none_dates = /** @type {(inputs: Events_None_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement à ces dates`)
};

/**
* | output |
* | --- |
* | "No Events on These Dates" |
*
* @param {Events_None_DatesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_none_dates = /** @type {((inputs?: Events_None_DatesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_DatesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_none_dates(inputs)
	if (locale === "fr") return fr_events_none_dates(inputs)
	return en_events_none_dates(inputs)
});