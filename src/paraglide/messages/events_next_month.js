/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Events_Next_MonthInputs */

const en_events_next_month = /** @type {(inputs: Events_Next_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next month, ${i?.month}`)
};

const es_events_next_month = /** @type {(inputs: Events_Next_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mes siguiente, ${i?.month}`)
};

const fr_events_next_month = /** @type {(inputs: Events_Next_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mois suivant, ${i?.month}`)
};

/**
* | output |
* | --- |
* | "Next month, {month}" |
*
* @param {Events_Next_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_next_month = /** @type {((inputs: Events_Next_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Next_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_next_month(inputs)
	if (locale === "fr") return fr_events_next_month(inputs)
	return en_events_next_month(inputs)
});