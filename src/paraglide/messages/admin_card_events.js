/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Card_EventsInputs */

const en_admin_card_events = /** @type {(inputs: Admin_Card_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Upcoming event`);
	return /** @type {LocalizedString} */ (`Upcoming events`)
	
};

const es_admin_card_events = /** @type {(inputs: Admin_Card_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Evento próximo`);
	return /** @type {LocalizedString} */ (`Eventos próximos`)
	
};

const fr_admin_card_events = /** @type {(inputs: Admin_Card_EventsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Événement à venir`);
	return /** @type {LocalizedString} */ (`Événements à venir`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Upcoming event" |
* | * | "Upcoming events" |
*
* @param {Admin_Card_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_events = /** @type {((inputs: Admin_Card_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_events(inputs)
	if (locale === "fr") return fr_admin_card_events(inputs)
	return en_admin_card_events(inputs)
});