/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Events_In_MonthInputs */

const en_events_in_month = /** @type {(inputs: Events_In_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Events in ${i?.month}`)
};

const es_events_in_month = /** @type {(inputs: Events_In_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eventos de ${i?.month}`)
};

const fr_events_in_month = /** @type {(inputs: Events_In_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événements de ${i?.month}`)
};

/**
* | output |
* | --- |
* | "Events in {month}" |
*
* @param {Events_In_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_in_month = /** @type {((inputs: Events_In_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_In_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_in_month(inputs)
	if (locale === "fr") return fr_events_in_month(inputs)
	return en_events_in_month(inputs)
});