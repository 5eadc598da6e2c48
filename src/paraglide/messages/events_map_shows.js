/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Events_Map_ShowsInputs */

const en_events_map_shows = /** @type {(inputs: Events_Map_ShowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The map shows the ${i?.shown} event listed here`);
	return /** @type {LocalizedString} */ (`The map shows the ${i?.shown} events listed here`)
	
};

const es_events_map_shows = /** @type {(inputs: Events_Map_ShowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El mapa muestra ${i?.shown} evento de esta lista`);
	return /** @type {LocalizedString} */ (`El mapa muestra los ${i?.shown} eventos de esta lista`)
	
};

const fr_events_map_shows = /** @type {(inputs: Events_Map_ShowsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La carte montre ${i?.shown} événement de cette liste`);
	return /** @type {LocalizedString} */ (`La carte montre les ${i?.shown} événements de cette liste`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The map shows the {shown} event listed here" |
* | * | "The map shows the {shown} events listed here" |
*
* @param {Events_Map_ShowsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_map_shows = /** @type {((inputs: Events_Map_ShowsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Map_ShowsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_map_shows(inputs)
	if (locale === "fr") return fr_events_map_shows(inputs)
	return en_events_map_shows(inputs)
});