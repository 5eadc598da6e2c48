/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, month: NonNullable<unknown> }} Events_Count_In_MonthInputs */

const en_events_count_in_month = /** @type {(inputs: Events_Count_In_MonthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} event in ${i?.month}`);
	return /** @type {LocalizedString} */ (`${i?.shown} events in ${i?.month}`)
	
};

const es_events_count_in_month = /** @type {(inputs: Events_Count_In_MonthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} evento en ${i?.month}`);
	return /** @type {LocalizedString} */ (`${i?.shown} eventos en ${i?.month}`)
	
};

const fr_events_count_in_month = /** @type {(inputs: Events_Count_In_MonthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} événement en ${i?.month}`);
	return /** @type {LocalizedString} */ (`${i?.shown} événements en ${i?.month}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} event in {month}" |
* | * | "{shown} events in {month}" |
*
* @param {Events_Count_In_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_count_in_month = /** @type {((inputs: Events_Count_In_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Count_In_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_count_in_month(inputs)
	if (locale === "fr") return fr_events_count_in_month(inputs)
	return en_events_count_in_month(inputs)
});