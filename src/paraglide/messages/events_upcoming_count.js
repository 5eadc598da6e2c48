/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Events_Upcoming_CountInputs */

const en_events_upcoming_count = /** @type {(inputs: Events_Upcoming_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} upcoming event`);
	return /** @type {LocalizedString} */ (`${i?.shown} upcoming events`)
	
};

const es_events_upcoming_count = /** @type {(inputs: Events_Upcoming_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} evento próximo`);
	return /** @type {LocalizedString} */ (`${i?.shown} eventos próximos`)
	
};

const fr_events_upcoming_count = /** @type {(inputs: Events_Upcoming_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} événement à venir`);
	return /** @type {LocalizedString} */ (`${i?.shown} événements à venir`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} upcoming event" |
* | * | "{shown} upcoming events" |
*
* @param {Events_Upcoming_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_upcoming_count = /** @type {((inputs: Events_Upcoming_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Upcoming_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_upcoming_count(inputs)
	if (locale === "fr") return fr_events_upcoming_count(inputs)
	return en_events_upcoming_count(inputs)
});