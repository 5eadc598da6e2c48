/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Festival_Count_EventsInputs */

const en_festival_count_events = /** @type {(inputs: Festival_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} event`);
	return /** @type {LocalizedString} */ (`${i?.count} events`)
	
};

const es_festival_count_events = /** @type {(inputs: Festival_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} evento`);
	return /** @type {LocalizedString} */ (`${i?.count} eventos`)
	
};

const fr_festival_count_events = /** @type {(inputs: Festival_Count_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} événement`);
	return /** @type {LocalizedString} */ (`${i?.count} événements`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} event" |
* | * | "{count} events" |
*
* @param {Festival_Count_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_count_events = /** @type {((inputs: Festival_Count_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Count_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_count_events(inputs)
	if (locale === "fr") return fr_festival_count_events(inputs)
	return en_festival_count_events(inputs)
});