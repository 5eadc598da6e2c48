/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Event_CountInputs */

const en_dashboard_event_count = /** @type {(inputs: Dashboard_Event_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} registered event`);
	return /** @type {LocalizedString} */ (`${i?.count} registered events`)
	
};

const es_dashboard_event_count = /** @type {(inputs: Dashboard_Event_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} evento con inscripción`);
	return /** @type {LocalizedString} */ (`${i?.count} eventos con inscripción`)
	
};

const fr_dashboard_event_count = /** @type {(inputs: Dashboard_Event_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} événement réservé`);
	return /** @type {LocalizedString} */ (`${i?.count} événements réservés`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} registered event" |
* | * | "{count} registered events" |
*
* @param {Dashboard_Event_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_event_count = /** @type {((inputs: Dashboard_Event_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Event_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_event_count(inputs)
	if (locale === "fr") return fr_dashboard_event_count(inputs)
	return en_dashboard_event_count(inputs)
});