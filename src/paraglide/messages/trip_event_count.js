/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trip_Event_CountInputs */

const en_trip_event_count = /** @type {(inputs: Trip_Event_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} event`);
	return /** @type {LocalizedString} */ (`${i?.count} events`)
	
};

const es_trip_event_count = /** @type {(inputs: Trip_Event_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} evento`);
	return /** @type {LocalizedString} */ (`${i?.count} eventos`)
	
};

const fr_trip_event_count = /** @type {(inputs: Trip_Event_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} événement`);
	return /** @type {LocalizedString} */ (`${i?.count} événements`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} event" |
* | * | "{count} events" |
*
* @param {Trip_Event_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_event_count = /** @type {((inputs: Trip_Event_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Event_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_event_count(inputs)
	if (locale === "fr") return fr_trip_event_count(inputs)
	return en_trip_event_count(inputs)
});