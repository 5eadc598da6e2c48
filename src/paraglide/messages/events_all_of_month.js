/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Events_All_Of_MonthInputs */

const en_events_all_of_month = /** @type {(inputs: Events_All_Of_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All of ${i?.month}`)
};

const es_events_all_of_month = /** @type {(inputs: Events_All_Of_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo ${i?.month}`)
};

const fr_events_all_of_month = /** @type {(inputs: Events_All_Of_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout ${i?.month}`)
};

/**
* | output |
* | --- |
* | "All of {month}" |
*
* @param {Events_All_Of_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_all_of_month = /** @type {((inputs: Events_All_Of_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_All_Of_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_all_of_month(inputs)
	if (locale === "fr") return fr_events_all_of_month(inputs)
	return en_events_all_of_month(inputs)
});