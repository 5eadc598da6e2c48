/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Fact_SeatsInputs */

const en_events_fact_seats = /** @type {(inputs: Events_Fact_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

const es_events_fact_seats = /** @type {(inputs: Events_Fact_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares`)
};

const fr_events_fact_seats = /** @type {(inputs: Events_Fact_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places`)
};

/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Events_Fact_SeatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_fact_seats = /** @type {((inputs?: Events_Fact_SeatsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Fact_SeatsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_fact_seats(inputs)
	if (locale === "fr") return fr_events_fact_seats(inputs)
	return en_events_fact_seats(inputs)
});