/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Events_Previous_MonthInputs */

const en_events_previous_month = /** @type {(inputs: Events_Previous_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Previous month, ${i?.month}`)
};

const es_events_previous_month = /** @type {(inputs: Events_Previous_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mes anterior, ${i?.month}`)
};

const fr_events_previous_month = /** @type {(inputs: Events_Previous_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mois précédent, ${i?.month}`)
};

/**
* | output |
* | --- |
* | "Previous month, {month}" |
*
* @param {Events_Previous_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_previous_month = /** @type {((inputs: Events_Previous_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Previous_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_previous_month(inputs)
	if (locale === "fr") return fr_events_previous_month(inputs)
	return en_events_previous_month(inputs)
});